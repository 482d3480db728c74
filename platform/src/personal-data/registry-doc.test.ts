import { readFileSync } from 'node:fs';
import { EVENT_TYPES } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';

// The registry is code (contracts/src/events/personal-data.ts); its reading for people is this page.
const doc = readFileSync(new URL('../../../docs/product/personal-data.md', import.meta.url), 'utf8');

describe('docs/product/personal-data.md', () => {
  it('names every event type, so a new event is written down with what it holds', () => {
    expect(EVENT_TYPES.filter((type) => !doc.includes(`\`${type}\``))).toEqual([]);
  });
});
