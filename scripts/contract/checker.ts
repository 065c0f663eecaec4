import { randomUUID } from 'node:crypto';
import { errorEnvelope } from '../../src/contract/error-envelope.ts';
import type { Operation } from '../../src/contract/operation.ts';
import { fillSample, type FilledSample } from '../../src/contract/sample.ts';
import { REFERENCE_SERVICE_MOUNTS } from '../../src/contract/sites.ts';
import { MissingParamError, operationUrl, templateParams } from './call-url.ts';
import { grantProblems, preflightProblems } from './cors-check.ts';
import { exchange, NoAnswerError, OPTIONAL_AUTH_HEADER, preflightHeaderNames, requestHeaders, type Answer, type Caller, type Request } from './exchange.ts';
import { schemaProblems } from './issues.ts';
import { BAD_TOKEN, provocationsFor, UNKNOWN_VALUE, type Provocation } from './provocations.ts';

/*
 * The live contract check (`npm run contract`): sends each registry call (src/contract/operations)
 * to an agency API as the storefront would (SPEC §7 headers, the tenant's Origin) and judges the
 * answers by the registry's schemas, the error envelope and the CORS grant. Pure but for `fetch`.
 */

export type Service = Operation['service'];
type ServiceBases = Record<Service, string>;

export interface ContractOptions {
  /** The agency API's base URL, e.g. http://127.0.0.1:4500. */
  api: string;
  /** The tenant site's origin, sent as Origin (SPEC §7: it names the agency). */
  origin: string;
  operations: readonly Operation[];
  /** The hotel, flight and resort services (SPEC §7); default the API's mounts (REFERENCE_SERVICE_MOUNTS). */
  services?: Partial<Record<Exclude<Service, 'main'>, string>>;
  /** A bearer token of the agency: token calls are then checked for their answer too. */
  token?: string;
  /** Also send the calls that change state (`writes`). */
  write?: boolean;
  fetch?: typeof fetch;
  /** The run's clock, for sample placeholders (src/contract/sample.ts). */
  now?: Date;
  timeoutMs?: number;
  /** How many calls are in flight at once (reads only; writes go one at a time). */
  concurrency?: number;
}

export interface CallResult {
  /** The call as documented: `GET /api/agency`. */
  label: string;
  outcome: 'pass' | 'fail' | 'skip';
  /** The status of the checked answer (or of the first provocation when the answer was not asked for). */
  status?: number;
  /** Each names its field or header, prefixed by the provocation it comes from. */
  problems: string[];
  /** Why the answer itself was not checked, e.g. `needs --token`. */
  skipped?: string;
  /** The checks that held, e.g. `answer`, `no-token 401`, `CORS`. */
  checked: string[];
}

export interface ContractReport {
  results: CallResult[];
  passed: number;
  failed: number;
  skipped: number;
}

/** Nothing answered at the API's URL: a usage problem (wrong URL, API down), not a contract breach. */
export class UnreachableApiError extends Error {
  override name = 'UnreachableApiError';
}

/** The API refuses the --token (401): a usage problem (expired, or another agency's), not a contract breach. */
export class TokenRefusedError extends Error {
  override name = 'TokenRefusedError';
}

/** Where each service answers: explicit URLs, else the API's reference mounts. */
export function serviceBases(options: Pick<ContractOptions, 'api' | 'services'>): ServiceBases {
  const api = options.api.replace(/\/+$/, '');
  return {
    main: api,
    hotel: options.services?.hotel ?? api + REFERENCE_SERVICE_MOUNTS.hotel,
    flight: options.services?.flight ?? api + REFERENCE_SERVICE_MOUNTS.flight,
    resort: options.services?.resort ?? api + REFERENCE_SERVICE_MOUNTS.resort,
  };
}

/** A service call's path on its service's base, whether the registry writes it with the reference mount or without. */
export function servicePath(op: Pick<Operation, 'service' | 'path'>): string {
  if (op.service === 'main') return op.path;
  const mount = REFERENCE_SERVICE_MOUNTS[op.service];
  return op.path.startsWith(`${mount}/`) ? op.path.slice(mount.length) : op.path;
}

/** The Origin of a site whose first host label (SPEC §7: the agency) names no agency. */
export function strangerOrigin(origin: string): string {
  const url = new URL(origin);
  url.hostname = ['contract-check-no-agency', ...url.hostname.split('.').slice(1)].join('.');
  return url.origin;
}

interface Run {
  caller: Caller;
  bases: ServiceBases;
  options: ContractOptions;
  now: Date;
  byId: Map<string, Operation>;
  /** Each call's sample exchange, sent once: its own check and the calls whose `from` reads it share it. */
  samples: Map<Operation, Promise<SampleExchange>>;
}

/** A call's sample as sent, and what came back; or why it was not sent. */
interface SampleExchange {
  sample?: FilledSample;
  /** Why the answer is not asked for, e.g. `needs --token`. */
  skipped?: string;
  answer?: Answer;
  /** The fetch got no answer. */
  problem?: string;
  url?: URL;
}

const usesToken = (op: Operation) => op.auth === 'token' || op.auth === 'optional';
const sendsBody = (op: Operation) => op.method !== 'GET';

/** ` ("Agency not found")`: the API's own words, when it gave some, help a person see why. */
function hint(answer: Answer): string {
  if (answer.notJson) return ` (${answer.notJson})`;
  const message = (answer.json as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? ` (${JSON.stringify(message.length > 80 ? `${message.slice(0, 80)}…` : message)})` : '';
}

/** An error answer must be the error envelope (src/contract/error-envelope.ts). */
function envelopeProblems(answer: Answer): string[] {
  if (answer.notJson) return [`${answer.status} answered with ${answer.notJson}, not the error envelope`];
  return schemaProblems(errorEnvelope, answer.json).map((problem) => `error envelope: ${problem}`);
}

/** The answer comes with a documented status and fits that status's schema (an error, the envelope). */
export function answerProblems(op: Operation, answer: Answer): string[] {
  const documented = Object.keys(op.answers).map(Number);
  const documentation = op.answers[answer.status];
  if (!documentation) return [`answered ${answer.status}${hint(answer)}, documented: ${documented.join(', ')}`];
  if (!documentation.schema) return answer.status >= 400 ? envelopeProblems(answer) : [];
  if (answer.notJson) return [`${answer.status} answered with ${answer.notJson}, expected JSON`];
  return schemaProblems(documentation.schema, answer.json);
}

/** A provocation got its required status (or a documented refusal first), in the envelope, and a 400 names a faulted field. */
export function provocationProblems(provocation: Provocation, answer: Answer): string[] {
  if (answer.status !== provocation.status && !provocation.orElse?.includes(answer.status)) {
    return [`answered ${answer.status}${hint(answer)}, expected ${provocation.status}`];
  }
  const problems = envelopeProblems(answer);
  if (problems.length || !provocation.fields || answer.status !== provocation.status) return problems;
  const errors = (answer.json as { errors?: Record<string, unknown> }).errors;
  const wanted = provocation.fields.join(', ');
  if (!errors) return [`400 has no errors naming the fields (expected one of: ${wanted})`];
  const named = Object.keys(errors);
  // A fault of the whole body (a union, a rule across fields) is met by any field named.
  const related = (a: string, b: string) => b === '(root)' || a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  if (!named.length || !named.some((name) => provocation.fields!.some((field) => related(name, field)))) {
    return [`errors names ${named.join(', ') || 'no field'}, none of: ${wanted}`];
  }
  return [];
}

/** Sends one request; a fetch that gets no answer becomes a problem. */
async function send(run: Run, request: Request): Promise<Answer | string> {
  try {
    return await exchange(run.caller, request);
  } catch (error) {
    if (error instanceof NoAnswerError) return `no answer: ${error.message}`;
    throw error;
  }
}

/**
 * The headers a browser asks the preflight of `op` to allow: the SPEC §7 ones, Content-Type for a
 * body, Authorization for a token or optional-auth call (the storefront holds a token), the
 * SPEC §6 marker an optional-auth call carries without one, and the Idempotency-Key the checkout
 * sends with a call that charges or books (operation.ts `idempotent`).
 */
function preflightHeaders(run: Run, op: Operation): string[] {
  const headers = requestHeaders(run.caller, { method: op.method, url: new URL(run.bases.main), token: usesToken(op) ? BAD_TOKEN : undefined, body: sendsBody(op) ? {} : undefined });
  return [...preflightHeaderNames(headers), ...(op.auth === 'optional' ? [OPTIONAL_AUTH_HEADER] : []), ...(op.idempotent ? ['idempotency-key'] : [])].sort();
}

/** Why the answer of `op` is not asked for in this run; undefined when it is. */
function answerSkip(op: Operation, options: ContractOptions): string | undefined {
  if (op.writes && !op.sample) return 'writes; no sample';
  if (!op.sample) return 'no sample';
  if (op.writes && !options.write) return 'writes: needs --write';
  if (op.auth === 'token' && !options.token) return 'needs --token';
  return undefined;
}

/** Whether `from` (src/contract/operation.ts sample) leads from `source` back to `requester`: such a value is not waited for. */
function leadsBack(run: Run, source: Operation, requester: Operation, seen = new Set<Operation>()): boolean {
  if (source === requester) return true;
  if (seen.has(source)) return false;
  seen.add(source);
  return Object.values(source.sample?.from ?? {}).some(({ operation }) => {
    const next = run.byId.get(operation);
    return !!next && leadsBack(run, next, requester, seen);
  });
}

/** The sample answer of operation `id`, for a `from` value of `requester`'s sample; undefined when there is none to read. */
async function sourceAnswer(run: Run, requester: Operation, id: string): Promise<unknown> {
  const source = run.byId.get(id);
  if (!source || leadsBack(run, source, requester)) return undefined;
  const { answer } = await sampleExchange(run, source);
  return answer && answer.status >= 200 && answer.status < 300 ? answer.json : undefined;
}

/** Fills and sends `op`'s sample once per run (a write only with --write, a token call only with a token). */
function sampleExchange(run: Run, op: Operation): Promise<SampleExchange> {
  let pending = run.samples.get(op);
  if (!pending) {
    pending = (async (): Promise<SampleExchange> => {
      const skipped = answerSkip(op, run.options);
      let sample: FilledSample | undefined;
      try {
        sample = await fillSample(op, run.now, (id) => sourceAnswer(run, op, id));
      } catch (error) {
        // An unknown placeholder: the registry's fault, not the API's.
        return { skipped: (error as Error).message };
      }
      if (skipped || !sample) return { sample, skipped };
      let url: URL;
      try {
        url = operationUrl(run.bases[op.service], servicePath(op), sample.params, sample.query);
      } catch (error) {
        if (!(error instanceof MissingParamError)) throw error;
        return { sample, skipped: error.message };
      }
      const token = usesToken(op) ? run.options.token : undefined;
      const request: Request = { method: op.method, url, token, optionalAuth: op.auth === 'optional' && !token, body: sendsBody(op) ? sample.body : undefined };
      const answer = await send(run, request);
      return typeof answer === 'string' ? { sample, url, problem: answer } : { sample, url, answer };
    })();
    run.samples.set(op, pending);
  }
  return pending;
}

async function checkOperation(run: Run, op: Operation, unknownAgencyOrigin: string | undefined): Promise<CallResult> {
  const { options } = run;
  const base = run.bases[op.service];
  const path = servicePath(op);
  const problems: string[] = [];
  const checked: string[] = [];
  let status: number | undefined;
  const { sample, skipped, answer, problem, url } = await sampleExchange(run, op);
  let preflightUrl = url;
  if (problem) problems.push(problem);
  if (answer) {
    status = answer.status;
    const found = [...answerProblems(op, answer), ...grantProblems(answer, run.caller.origin, `answer ${answer.status}`)];
    problems.push(...found);
    if (!found.length) checked.push('answer');
  }

  for (const provocation of provocationsFor(op, { token: options.token, write: !!options.write, sample, unknownAgencyOrigin })) {
    const url = operationUrl(base, path, provocation.params, provocation.query);
    preflightUrl ??= url;
    const { token, optionalAuth, body, origin } = provocation;
    const answer = await send(run, { method: op.method, url, token, optionalAuth, body, origin });
    if (typeof answer === 'string') {
      problems.push(`${provocation.what}: ${answer}`);
      continue;
    }
    status ??= answer.status;
    const found = [
      ...provocationProblems(provocation, answer),
      ...(provocation.granted ? grantProblems(answer, run.caller.origin, `answer ${answer.status}`) : []),
    ];
    problems.push(...found.map((problem) => `${provocation.what}: ${problem}`));
    if (!found.length) checked.push(`${provocation.name} ${answer.status}`);
  }

  preflightUrl ??= operationUrl(base, path, Object.fromEntries(templateParams(path).map((name) => [name, UNKNOWN_VALUE])));
  const preflight = await preflightProblems(run.caller, op.method, preflightUrl, preflightHeaders(run, op));
  problems.push(...preflight);
  if (!preflight.length) checked.push('CORS');

  const outcome = problems.length ? 'fail' : skipped ? 'skip' : 'pass';
  return { label: `${op.method} ${op.path}`, outcome, status, problems, skipped, checked };
}

/**
 * A path no call has answers 404 in the error envelope (src/contract/error-envelope.ts: the shape of
 * every error answer), readable by the tenant's site. The main API's one is the reachability probe.
 */
async function checkUnknownPath(run: Run, service: Service): Promise<CallResult> {
  const path = service === 'main' ? `/api/${UNKNOWN_VALUE}` : `/${UNKNOWN_VALUE}`;
  const url = new URL(run.bases[service] + path);
  // Named as the registry names service calls: on the service's reference mount.
  const label = `GET ${service === 'main' ? path : REFERENCE_SERVICE_MOUNTS[service] + path} (unknown path)`;
  let answer: Answer;
  try {
    answer = await exchange(run.caller, { method: 'GET', url });
  } catch (error) {
    if (!(error instanceof NoAnswerError)) throw error;
    if (service === 'main') throw new UnreachableApiError(`cannot reach the agency API at ${run.options.api}: ${error.message}`);
    return { label, outcome: 'fail', problems: [`no answer at ${url.origin}: ${error.message}`], checked: [] };
  }
  const problems = [
    ...(answer.status === 404 ? envelopeProblems(answer) : [`answered ${answer.status}${hint(answer)}, expected 404`]),
    ...grantProblems(answer, run.caller.origin, `answer ${answer.status}`),
  ];
  return { label, outcome: problems.length ? 'fail' : 'pass', status: answer.status, problems, checked: problems.length ? [] : ['404'] };
}

/**
 * Sends the first token read's sample (its check reuses the answer): a 401 means every token call
 * would fail for the token's sake, so the run stops and says so.
 */
async function proveToken(run: Run): Promise<void> {
  const op = run.options.operations.find((candidate) => candidate.auth === 'token' && !candidate.writes && candidate.sample);
  const answer = op && (await sampleExchange(run, op)).answer;
  if (op && answer?.status === 401) {
    throw new TokenRefusedError(`the agency API refuses the token as ${run.caller.origin}: ${op.method} ${op.path} answered 401${hint(answer)}`);
  }
}

/** The one call that also proves an Origin naming no agency is refused: the first plain read documenting a 404. */
function unknownAgencyCall(operations: readonly Operation[]): Operation | undefined {
  return operations.find((op) => op.auth === 'origin' && op.method === 'GET' && !op.writes && op.sample && op.answers[404] && !templateParams(op.path).length);
}

/** Runs `check` over `items`, `limit` at a time, keeping their order. */
async function inPool<T, R>(items: readonly T[], limit: number, check: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await check(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Checks the API against every call of `options.operations`; `onResult` hears each line in the
 * report's order as soon as it and all before it are known. Throws UnreachableApiError when the
 * main API does not answer at all.
 */
export async function checkContract(options: ContractOptions, onResult?: (result: CallResult) => void): Promise<ContractReport> {
  const run: Run = {
    caller: { origin: options.origin, sessionId: `contract-check-${randomUUID()}`, fetch: options.fetch ?? globalThis.fetch, timeoutMs: options.timeoutMs ?? 15_000 },
    bases: serviceBases(options),
    options,
    now: options.now ?? new Date(),
    byId: new Map(options.operations.map((op) => [op.id, op])),
    samples: new Map(),
  };
  const results: CallResult[] = [];
  const emit = (result: CallResult) => {
    results.push(result);
    onResult?.(result);
  };

  emit(await checkUnknownPath(run, 'main'));
  if (options.token) await proveToken(run);
  const services = [...new Set(options.operations.map((op) => op.service))].filter((service) => service !== 'main');
  for (const service of services) emit(await checkUnknownPath(run, service));

  // Reads run side by side; writes after them, one at a time, so no read sees a write half done.
  const agencyCall = unknownAgencyCall(options.operations);
  const stranger = strangerOrigin(options.origin);
  const check = (op: Operation) => checkOperation(run, op, op === agencyCall ? stranger : undefined);
  const reads = options.operations.filter((op) => !op.writes);
  const writes = options.operations.filter((op) => op.writes);
  const byOperation = new Map<Operation, CallResult>();
  const pending = [...options.operations];
  const flush = () => {
    while (pending.length && byOperation.has(pending[0]!)) emit(byOperation.get(pending.shift()!)!);
  };
  await inPool(reads, options.concurrency ?? 4, async (op) => {
    byOperation.set(op, await check(op));
    flush();
  });
  for (const op of writes) {
    byOperation.set(op, await check(op));
    flush();
  }

  const count = (outcome: CallResult['outcome']) => results.filter((result) => result.outcome === outcome).length;
  return { results, passed: count('pass'), failed: count('fail'), skipped: count('skip') };
}
