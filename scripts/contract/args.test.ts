import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIGIN, parseContractArgs, UsageError } from './args.ts';

describe('npm run contract arguments', () => {
  it('needs only --api; read-only as the default tenant', () => {
    expect(parseContractArgs(['--api', 'http://127.0.0.1:4500/'])).toEqual({
      api: 'http://127.0.0.1:4500',
      origin: DEFAULT_ORIGIN,
      token: undefined,
      login: undefined,
      write: false,
      verbose: false,
      services: { hotel: undefined, flight: undefined, resort: undefined },
      timeoutMs: 15_000,
    });
  });

  it('splits --login at the first colon, so a password may hold one', () => {
    const args = parseContractArgs(['--api', 'http://127.0.0.1:4500', '--login', 'agent@sunny.demo:pa:ss']);
    expect(args !== 'help' && args.login).toEqual({ email: 'agent@sunny.demo', password: 'pa:ss' });
  });

  it.each([
    [[], '--api <URL> is required'],
    [['--api', 'http://127.0.0.1:1', '--bogus'], "Unknown option '--bogus'"],
    [['--api', 'ftp://127.0.0.1'], '--api must be an http(s) URL'],
    [['--api', 'http://127.0.0.1:1', '--origin', 'http://sunny.localhost:4321/path'], '--origin must be an origin only'],
    [['--api', 'http://127.0.0.1:1', '--write'], '--write changes data: name the test agency with --origin'],
    [['--api', 'http://127.0.0.1:1', '--login', 'nobody'], '--login must be <email>:<password>'],
    [['--api', 'http://127.0.0.1:1', '--token', 't', '--login', 'a@b:c'], 'not both'],
    [['--api', 'http://127.0.0.1:1', '--timeout', '0'], '--timeout must be a positive number'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseContractArgs(argv)).toThrow(UsageError);
    expect(() => parseContractArgs(argv)).toThrow(message);
  });

  it('takes --write with an explicit --origin', () => {
    const args = parseContractArgs(['--api', 'http://127.0.0.1:1', '--write', '--origin', 'http://alpine.localhost:4321']);
    expect(args !== 'help' && [args.write, args.origin]).toEqual([true, 'http://alpine.localhost:4321']);
  });
});
