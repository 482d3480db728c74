import { describe, expect, it } from 'vitest';
import { demoPeople } from './people.ts';

describe('the demo people', () => {
  it('each sign in as first.last@rostra.demo, every address different (README and the start banner say so)', () => {
    const people = demoPeople(400);
    for (const person of people) expect(person.email).toBe(`${person.first_name}.${person.last_name}@rostra.demo`.toLowerCase());
    expect(new Set(people.map((person) => person.email)).size).toBe(400);
    expect(people[0]!.email).toBe('amara.okafor@rostra.demo');
  });

  it('refuses more people than there are distinct names', () => {
    expect(() => demoPeople(401)).toThrow('At most 400 demo people have distinct names');
  });
});
