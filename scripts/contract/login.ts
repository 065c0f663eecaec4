import type { Operation } from '../../src/contract/operation.ts';
import { servicePath, serviceBases } from './checker.ts';
import { exchange, NoAnswerError, type Caller } from './exchange.ts';

/** SPEC §7 log-in path, for a registry that does not list it. */
const LOGIN_PATH = '/api/user/login';

/** Log-in failed: wrong credentials or URL, a usage problem (exit 2), not a contract breach. */
export class LoginError extends Error {
  override name = 'LoginError';
}

/** `--login`: logs in through the registry's log-in call and returns the bearer token (`data.token`). */
export async function logIn(caller: Caller, api: string, operations: readonly Operation[], email: string, password: string): Promise<string> {
  const op = operations.find((candidate) => candidate.method === 'POST' && candidate.service === 'main' && candidate.path === LOGIN_PATH);
  const url = new URL(serviceBases({ api }).main + (op ? servicePath(op) : LOGIN_PATH));
  let answer;
  try {
    answer = await exchange(caller, { method: 'POST', url, body: { email, password } });
  } catch (error) {
    if (error instanceof NoAnswerError) throw new LoginError(`cannot reach the agency API at ${api}: ${error.message}`);
    throw error;
  }
  const token = (answer.json as { data?: { token?: unknown } } | undefined)?.data?.token;
  if (answer.status !== 200 || typeof token !== 'string' || !token) {
    const message = (answer.json as { message?: unknown } | undefined)?.message;
    throw new LoginError(`log-in as ${email} at ${url.href} answered ${answer.status}${typeof message === 'string' ? `: ${message}` : ''}`);
  }
  return token;
}
