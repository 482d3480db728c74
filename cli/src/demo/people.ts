// Demo people: deterministic, so every demo install looks the same.
const FIRST = [
  'Amara',
  'Ben',
  'Chloe',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Samir',
  'Tara',
];
const LAST = [
  'Okafor',
  'Berg',
  'Dubois',
  'Ivanov',
  'Rossi',
  'Haddad',
  'Kim',
  'Laurent',
  'Silva',
  'Weber',
  'Tanaka',
  'Murphy',
  'Patel',
  'Cohen',
  'Novak',
  'Garcia',
  'Larsen',
  'Moreau',
  'Nakamura',
  'Schmidt',
];

export interface DemoPerson {
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * `count` distinct people, each signing in as first.last@rostra.demo. The last name steps by 7 (no
 * common factor with 20) and shifts by one per round of first names, so no pair comes twice in
 * the first 400.
 */
export function demoPeople(count: number): DemoPerson[] {
  if (count > FIRST.length * LAST.length) throw new Error(`At most ${FIRST.length * LAST.length} demo people have distinct names`);
  return Array.from({ length: count }, (_, i) => {
    const first_name = FIRST[i % FIRST.length]!;
    const last_name = LAST[(i * 7 + Math.floor(i / FIRST.length)) % LAST.length]!;
    return { first_name, last_name, email: `${first_name}.${last_name}@rostra.demo`.toLowerCase() };
  });
}

/** A small seeded generator (mulberry32): the same demo data on every install. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
