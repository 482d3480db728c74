import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

describe('how deep JSON text nests', () => {
  it('counts arrays and objects, open ones included', () => {
    expect(nestsDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[[[', 3)).toBe(true);
    expect(nestsDeeperThan('[],[],[],[]', 1)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"name":"[[[{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"name":"say \\"[[[\\" twice \\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"name":"a\\\\","b":[[]]}', 2)).toBe(true);
  });

  it('reads a megabyte of brackets without a stack to overflow', () => {
    expect(nestsDeeperThan('['.repeat(1 << 20), 16)).toBe(true);
  });
});
