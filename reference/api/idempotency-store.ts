import * as z from 'zod/mini';
import { readJsonFile } from './json-file.ts';

/*
 * The kept answers of idempotency keys (idempotency.ts): <dataDir>/idempotency.json, atomic writes
 * (json-file.ts), so a restart keeps them; 24 hours, older ones swept when the file is read or
 * written. A module of its own so the store (store.ts) does not import the routes' layer.
 */

/** How long an answer is kept: at least a day, as payment APIs keep theirs. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

const kept = z.object({
  /** Whose key: `<agency>/<user id>`. */
  scope: z.string(),
  key: z.string(),
  /** SHA-256 of the method, path and canonical JSON body the key was first used with. */
  fingerprint: z.string(),
  status: z.number(),
  body: z.optional(z.unknown()),
  createdAt: z.string(),
});
const keptFile = z.object({ answers: z.array(kept) });
type Kept = z.infer<typeof kept>;

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

export function createIdempotencyStore(options: { file: string; write: (file: string, value: unknown) => Promise<void>; now: () => number; ttlMs?: number }) {
  const ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
  const idOf = (scope: string, key: string) => `${scope} ${key}`;
  const answers = new Map<string, Kept>();
  const fresh = (answer: Kept) => Date.parse(answer.createdAt) + ttlMs > options.now();
  for (const answer of readJsonFile(options.file, keptFile)?.answers ?? []) if (fresh(answer)) answers.set(idOf(answer.scope, answer.key), answer);
  // Requests being answered now, by id, with their fingerprint.
  const inFlight = new Map<string, string>();

  return {
    /** The kept answer of a key, unless it is older than the TTL. */
    find(scope: string, key: string): Kept | undefined {
      const answer = answers.get(idOf(scope, key));
      return answer && fresh(answer) ? answer : undefined;
    },
    /** The fingerprint of the request a key is being answered for now, if it is. */
    running: (scope: string, key: string): string | undefined => inFlight.get(idOf(scope, key)),
    start: (scope: string, key: string, fingerprint: string): void => void inFlight.set(idOf(scope, key), fingerprint),
    finish: (scope: string, key: string): void => void inFlight.delete(idOf(scope, key)),
    /** Keeps an answer (found at once, on disk when this resolves), sweeping those past the TTL. */
    async keep(answer: Omit<Kept, 'createdAt'>): Promise<void> {
      for (const [id, old] of answers) if (!fresh(old)) answers.delete(id);
      answers.set(idOf(answer.scope, answer.key), { ...answer, createdAt: new Date(options.now()).toISOString() });
      await options.write(options.file, { answers: [...answers.values()] });
    },
  };
}
