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
});
