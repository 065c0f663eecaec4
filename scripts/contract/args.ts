import { parseArgs } from 'node:util';

/** What `npm run contract` was asked to do. */
export interface ContractArgs {
  api: string;
  origin: string;
  token?: string;
  login?: { email: string; password: string };
  write: boolean;
  /** PASS lines list what they covered. */
  verbose: boolean;
  services: { hotel?: string; flight?: string; resort?: string };
  timeoutMs: number;
}

/** A demo agency's site (tenants/, reference/demo): the default tenant to speak for. */
export const DEFAULT_ORIGIN = 'http://sunny.localhost:4321';

export const USAGE = `Usage: npm run contract -- --api <URL> [options]

Checks a live agency API against the contract (src/contract/operations): every read with a sample,
deliberate errors (401, 400, 404) in the error envelope, and the CORS grant of the tenant origin.

  --api <URL>             the agency API's base URL (required)
  --origin <origin>       the tenant site sent as Origin (default ${DEFAULT_ORIGIN})
  --token <token>         a bearer token of that agency: token calls are checked for their answer too
  --login <email>:<password>  log in first (POST /api/user/login) and use that token
  --write                 also send the calls that change state; needs an explicit --origin of a test agency
  --hotel-service <URL>   the hotel service (default <api>/hotel-service); likewise
  --flight-service <URL>, --resort-service <URL>
  --timeout <seconds>     per request (default 15)
  --verbose               PASS lines list what they covered (answer, 401s, 400, 404s, CORS)
  --help                  this text

Exit code: 0 nothing failed, 1 the API breaks the contract, 2 bad usage or API unreachable.`;

/** Wrong flags or values: the CLI prints the message and the usage, and exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

function httpUrl(flag: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${flag} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${flag} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/+$/, '');
}

/** Parses the CLI's arguments; `help` when --help was asked for. Throws UsageError. */
export function parseContractArgs(argv: readonly string[]): ContractArgs | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        api: { type: 'string' },
        origin: { type: 'string' },
        token: { type: 'string' },
        login: { type: 'string' },
        write: { type: 'boolean' },
        verbose: { type: 'boolean' },
        'hotel-service': { type: 'string' },
        'flight-service': { type: 'string' },
        'resort-service': { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';
  if (!values.api) throw new UsageError('--api <URL> is required');
  const origin = values.origin === undefined ? DEFAULT_ORIGIN : httpUrl('--origin', values.origin);
  if (new URL(origin).origin !== origin) throw new UsageError(`--origin must be an origin only (scheme, host, port), got "${values.origin}"`);
  if (values.write && values.origin === undefined) throw new UsageError('--write changes data: name the test agency with --origin');
  if (values.token && values.login) throw new UsageError('give --token or --login, not both');
  let login: ContractArgs['login'];
  if (values.login !== undefined) {
    const colon = values.login.indexOf(':');
    if (colon <= 0 || colon === values.login.length - 1) throw new UsageError('--login must be <email>:<password>');
    login = { email: values.login.slice(0, colon), password: values.login.slice(colon + 1) };
  }
  const seconds = values.timeout === undefined ? 15 : Number(values.timeout);
  if (!(seconds > 0)) throw new UsageError(`--timeout must be a positive number of seconds, got "${values.timeout}"`);
  const service = (flag: 'hotel-service' | 'flight-service' | 'resort-service') => (values[flag] === undefined ? undefined : httpUrl(`--${flag}`, values[flag]));
  return {
    api: httpUrl('--api', values.api),
    origin,
    token: values.token || undefined,
    login,
    write: !!values.write,
    verbose: !!values.verbose,
    services: { hotel: service('hotel-service'), flight: service('flight-service'), resort: service('resort-service') },
    timeoutMs: seconds * 1000,
  };
}
