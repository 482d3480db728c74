import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from './csv.ts';

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvRow(['plain', 'a, b', 'say "hi"', 'two\nlines', null, { is_admin: true }])).toBe(
      'plain,"a, b","say ""hi""","two\nlines",,"{""is_admin"":true}"\r\n',
    );
  });

  it('never lets a spreadsheet run a note as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it.each([
    ['a full-width equals sign', '\uff1dHYPERLINK("x")', `"'\uff1dHYPERLINK(""x"")"`],
    ['a full-width plus sign', '\uff0b1', "'\uff0b1"],
    ['a full-width hyphen-minus', '\uff0d2', "'\uff0d2"],
    ['a full-width commercial at', '\uff20SUM(A1)', "'\uff20SUM(A1)"],
    ['a small equals sign', '\ufe66SUM(A1)', "'\ufe66SUM(A1)"],
  ])('treats %s like its ASCII formula starter', (_what, text, field) => {
    expect(csvField(text)).toBe(field);
  });

  it('leaves text that only contains a formula starter as it is', () => {
    expect(csvField('Night \uff1d late')).toBe('Night \uff1d late');
  });
});
