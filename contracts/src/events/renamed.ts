/**
 * An upcaster that only renames top-level fields: each field of the old payload named in `names`
 * takes its new name, the others stay as they are. Typed by both versions, so a name that is not
 * a field of either does not compile; each upcaster's test shows the whole payload before and after.
 */
export function renamed<From extends object, To>(names: { readonly [K in keyof From]?: keyof To & string }): (data: From) => To {
  return (data) =>
    Object.fromEntries(Object.entries(data).map(([field, value]) => [names[field as keyof From] ?? field, value as unknown])) as To;
}
