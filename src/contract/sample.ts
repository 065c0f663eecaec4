import type { Operation } from './operation.ts';

/*
 * The sample convention of operation.ts, implemented once: placeholders for dates (a sample is sent
 * on any day, and every stay must lie in the future, SPEC §5, §9) and values taken from another
 * operation's answer (`from`). The live checker and the registry's own tests use these.
 */

const DAY_MS = 86_400_000;
/** Days from today of `{{checkIn}}` and `{{checkOut}}`: a three-night stay a month ahead. */
export const SAMPLE_DAYS = { checkIn: 30, checkOut: 33 } as const;

const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** The placeholder values for a run that starts at `now`. */
export function samplePlaceholders(now: Date): Record<string, string> {
  const checkIn = isoDay(now, SAMPLE_DAYS.checkIn);
  return { today: isoDay(now, 0), checkIn, checkOut: isoDay(now, SAMPLE_DAYS.checkOut), checkInMonth: checkIn.slice(0, 7) };
}

const PLACEHOLDER = /\{\{\s*([A-Za-z]\w*)\s*\}\}/g;

/** The placeholder names used anywhere in `value`. */
export function placeholdersIn(value: unknown): string[] {
  if (typeof value === 'string') return [...value.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (Array.isArray(value)) return value.flatMap(placeholdersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(placeholdersIn);
  return [];
}

/** `value` with its placeholders filled for `now`; throws on a name the convention does not have. */
export function fillPlaceholders<T>(value: T, now: Date): T {
  const values = samplePlaceholders(now);
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string') {
      return item.replace(PLACEHOLDER, (_, name: string) => {
        const filled = values[name];
        if (filled === undefined) throw new Error(`unknown sample placeholder {{${name}}} (known: ${Object.keys(values).join(', ')})`);
        return filled;
      });
    }
    if (Array.isArray(item)) return item.map(fill);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, fill(inner)]));
    return item;
  };
  return fill(value) as T;
}

/** The value at a dotted path (`data.0.id`), or undefined when the path leads nowhere. */
export function valueAt(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

type Sample = NonNullable<Operation['sample']>;
/** The sample as sent: `from` resolved into params, query and body. */
export type FilledSample = Omit<Sample, 'from'>;

/**
 * The sample of `operation` ready to send: placeholders filled, and each `from` value taken from the
 * answer `answerOf(operationId)` gives (the source's own sample answer), when it holds one there.
 */
export async function fillSample(operation: Operation, now: Date, answerOf?: (operationId: string) => Promise<unknown>): Promise<FilledSample | undefined> {
  if (!operation.sample) return undefined;
  const { from = {}, ...sample } = operation.sample;
  const filled = fillPlaceholders(structuredClone(sample), now) as Record<string, unknown>;
  for (const [target, source] of Object.entries(from)) {
    const found = answerOf ? valueAt(await answerOf(source.operation), source.path) : undefined;
    if (typeof found !== 'string' && typeof found !== 'number') continue;
    const keys = target.split('.');
    const last = keys.pop()!;
    let holder = filled;
    for (const key of keys) holder = (holder[key] ??= {}) as Record<string, unknown>;
    // Path and query values are strings on the wire; a body keeps the source's own type.
    holder[last] = keys[0] === 'body' ? found : String(found);
  }
  return filled as FilledSample;
}
