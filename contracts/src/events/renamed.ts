/** The type of `T` with the fields `N` names renamed, each keeping its type and optionality. */
export type Renamed<T, N> = { [K in keyof T as K extends keyof N ? N[K] & string : K]: T[K] };

/**
 * Renames top-level fields: each field of the object that `names` lists takes its new name, the
 * others stay as they are. Used by upcasters that only rename fields, and wherever an API shape
 * meets an event's; declaring the result's type (an upcaster's next version) checks the names.
 */
export function renamed<const N extends Readonly<Record<string, string>>>(names: N): <T extends object>(data: T) => Renamed<T, N> {
  // A plain loop: it runs for every assignment of a generated month each time a month is read.
  return (data) => {
    const result: Record<string, unknown> = {};
    for (const field of Object.keys(data)) result[names[field] ?? field] = (data as Record<string, unknown>)[field];
    return result as never;
  };
}

/** The names the other way round: renamed(inverted(names)) undoes renamed(names). */
export function inverted<const N extends Readonly<Record<string, string>>>(names: N): { readonly [K in keyof N as N[K]]: K & string } {
  return Object.fromEntries(Object.entries(names).map(([from, to]) => [to, from])) as never;
}
