import type { PersonalField } from '@rostra/contracts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Where a personal field's value sits: its container and key, and the element of the path's last wildcard. */
export interface FieldSlot {
  container: Json;
  key: string;
  item: Json;
  wildcardKey: string;
}

/** Every present value a field's path names in a payload (none where a part of the path is absent). */
export function slotsOf(data: Json, path: string): FieldSlot[] {
  const slots: FieldSlot[] = [];
  const walk = (node: Json, parts: string[], item: Json, wildcardKey: string): void => {
    const [head, ...rest] = parts;
    if (head === undefined) return;
    const keys = head === '*' ? Object.keys(node) : [head];
    for (const key of keys) {
      if (!(key in node)) continue;
      const nextItem = head === '*' && isObject(node[key]) ? node[key] : item;
      const nextKey = head === '*' ? key : wildcardKey;
      if (rest.length === 0) slots.push({ container: node, key, item: head === '*' ? node : item, wildcardKey: nextKey });
      else if (isObject(node[key])) walk(node[key], rest, nextItem, nextKey);
    }
  };
  walk(data, path.split('.'), data, '');
  return slots;
}

/** A deep copy of a JSON payload, so sealing or opening never changes the caller's object. */
export const copyOf = <T>(value: T): T => structuredClone(value);

export type { PersonalField };
