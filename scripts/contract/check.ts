/*
 * `npm run contract -- --api <URL> [--origin <origin>] [--token <token> | --login <email>:<password>] [--write]`:
 * checks a live agency API against the contract (src/contract/operations, SPEC §7, §8). Argument
 * parsing and printing only; the checks are checker.ts.
 */
import { randomUUID } from 'node:crypto';
import { OPERATIONS } from '../../src/contract/operations/index.ts';
import { parseContractArgs, USAGE, UsageError } from './args.ts';
import { checkContract, TokenRefusedError, UnreachableApiError } from './checker.ts';
import { logIn, LoginError } from './login.ts';
import { formatResult, formatSummary } from './report.ts';

/** 0: nothing failed; 1: the API breaks the contract; 2: bad usage, no answer at the URL, or a refused token or log-in. */
async function main(argv: readonly string[]): Promise<number> {
  let args;
  try {
    args = parseContractArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`contract: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  try {
    let token = args.token;
    if (args.login) {
      const caller = { origin: args.origin, sessionId: `contract-check-${randomUUID()}`, fetch: globalThis.fetch, timeoutMs: args.timeoutMs };
      token = await logIn(caller, args.api, OPERATIONS, args.login.email, args.login.password);
    }
    const mode = [args.write ? 'writes too' : 'read-only', token ? 'with a token' : 'no token'].join(', ');
    console.log(`Checking ${args.api} as ${args.origin} (${mode})`);
    if (args.write) console.log(`WARNING --write sends the calls that change state: ${args.origin} must name a test agency`);
    const report = await checkContract(
      { api: args.api, origin: args.origin, operations: OPERATIONS, services: args.services, token, write: args.write, timeoutMs: args.timeoutMs },
      (result) => console.log(formatResult(result, args.verbose)),
    );
    console.log(formatSummary(report));
    return report.failed ? 1 : 0;
  } catch (error) {
    if (!(error instanceof UnreachableApiError || error instanceof TokenRefusedError || error instanceof LoginError)) throw error;
    console.error(`contract: ${error.message}`);
    return 2;
  }
}

// Output piped into a reader that stops early (`| head`) is no failure of the check.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

process.exitCode = await main(process.argv.slice(2));
