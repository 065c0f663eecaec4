import { exchange, NoAnswerError, type Answer, type Caller } from './exchange.ts';

/*
 * SPEC §7: the storefront calls the agency API from the tenant's own origin, so a browser reads an
 * answer only when the API grants that origin. Every call carries the non-safelisted SPEC §7
 * headers, so every call is preflighted first.
 */

/** Methods a preflight need not list (Fetch standard: CORS-safelisted methods). */
const SAFELISTED_METHODS = new Set(['GET', 'HEAD', 'POST']);

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** What is wrong with an answer's grant of `origin`; empty when the browser may read it. */
export function grantProblems(answer: Pick<Answer, 'headers'>, origin: string, what: string): string[] {
  const granted = answer.headers.get('access-control-allow-origin');
  if (granted === origin) return [];
  return [`CORS: ${what} ${granted === null ? 'has no Access-Control-Allow-Origin' : `grants Access-Control-Allow-Origin "${granted}"`}, expected ${origin}`];
}

/**
 * Sends the browser's preflight for a `method` call to `url` that carries the headers `sent`
 * (lowercase, preflightHeaderNames) and names what the answer does not allow.
 */
export async function preflightProblems(caller: Caller, method: string, url: URL, sent: readonly string[]): Promise<string[]> {
  const headers = new Headers({
    Origin: caller.origin,
    'Access-Control-Request-Method': method,
    'Access-Control-Request-Headers': sent.join(','),
  });
  let answer: Answer;
  try {
    answer = await exchange(caller, { method: 'OPTIONS', url }, headers);
  } catch (error) {
    if (error instanceof NoAnswerError) return [`CORS preflight: no answer (${error.message})`];
    throw error;
  }
  if (answer.status < 200 || answer.status > 299) return [`CORS preflight answered ${answer.status}, expected 2xx`];
  const problems = grantProblems(answer, caller.origin, 'preflight');
  const methods = list(answer.headers.get('access-control-allow-methods'));
  if (!SAFELISTED_METHODS.has(method) && !methods.includes(method.toLowerCase()) && !methods.includes('*')) {
    problems.push(`CORS preflight: Access-Control-Allow-Methods lacks ${method}`);
  }
  const allowed = list(answer.headers.get('access-control-allow-headers'));
  // `*` allows any header but Authorization, which must be named (Fetch standard).
  const refused = sent.filter((name) => !allowed.includes(name) && !(allowed.includes('*') && name !== 'authorization'));
  if (refused.length) problems.push(`CORS preflight: Access-Control-Allow-Headers lacks ${refused.join(', ')}`);
  return problems;
}
