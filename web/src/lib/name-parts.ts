/** A member's name parts (docs/product/entities.md) and their labels, in the order the name forms show them. */
export const NAME_PARTS = [
  ['first_name', 'First name'],
  ['middle_name', 'Middle name'],
  ['last_name', 'Last name'],
  ['preferred_name', 'Preferred name'],
] as const;

export type NamePartKey = (typeof NAME_PARTS)[number][0];
