/** Auto-suggest results stop here; `allData` tells whether anything was cut (SPEC §3). */
export const SUGGESTION_LIMIT = 10;

/** Case-insensitive, accent-insensitive match of `text` in any of the fields. */
export function search<T>(items: readonly T[], text: string, fields: (item: T) => (string | undefined)[]) {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const needle = fold(text.trim());
  const found = items.filter((item) => fields(item).some((field) => field && fold(field).includes(needle)));
  return { items: found.slice(0, SUGGESTION_LIMIT), allData: found.length <= SUGGESTION_LIMIT };
}
