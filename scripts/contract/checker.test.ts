import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, originOf, startTestApi, type TestApi } from '../../reference/api/test-server.ts';
import { DEMO_USERS } from '../../reference/demo/users.ts';
import { OPERATIONS } from '../../src/contract/operations/index.ts';
import { checkContract, TokenRefusedError, type ContractReport } from './checker.ts';
import { formatResult } from './report.ts';
import { editJson, startTamperProxy, type Tamper } from './tamper-proxy.ts';

/*
 * The live check run against the reference API (SPEC §7): it must pass, read-only, for a visitor, a
 * customer and an agent; and an API that breaks one answer, the error envelope or the CORS grant
 * (a proxy in front of the reference API) must fail naming the call and the field or header.
 */

const ORIGIN = originOf('sunny');
const demoUser = (userType: string) => DEMO_USERS.find((user) => user.agency === 'sunny' && user.userType === userType && !user.isRestrictedAgent)!;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

const check = (url: string, token?: string) => checkContract({ api: url, origin: ORIGIN, operations: OPERATIONS, token });
const failures = (report: ContractReport) => report.results.filter((result) => result.outcome === 'fail').map((result) => formatResult(result));
const lineOf = (report: ContractReport, label: string) => formatResult(report.results.find((result) => result.label === label)!);

/** The check run through a proxy that changes answers with `tamper`. */
async function checkThrough(tamper: Tamper): Promise<ContractReport> {
  const proxy = await startTamperProxy(api.url, tamper);
  try {
    return await check(proxy.url);
  } finally {
    await proxy.close();
  }
}

const isAgency = (request: { method: string; path: string }) => request.method === 'GET' && request.path === '/api/agency';

describe('the contract check against the reference API', () => {
  it('passes read-only without a token; token calls are checked for their 401 only', async () => {
    const report = await check(api.url);
    expect(failures(report)).toEqual([]);
    expect(lineOf(report, 'GET /api/agency')).toBe('PASS GET /api/agency 200');
    const tokenRead = OPERATIONS.find((op) => op.auth === 'token' && op.sample && !op.writes)!;
    const line = lineOf(report, `${tokenRead.method} ${tokenRead.path}`);
    expect(line).toMatch(/^SKIP .* \(needs --token; checked: no-token 401, bad-token 401/);
    expect(report.passed).toBeGreaterThan(10);
  });

  it.each(['Customer', 'Agent'])('passes with the token of a demo %s, token reads checked for their answer', async (userType) => {
    const token = await loginAs(api, 'sunny', demoUser(userType).email);
    const report = await check(api.url, token);
    expect(failures(report)).toEqual([]);
    const tokenReads = OPERATIONS.filter((op) => op.auth === 'token' && op.sample && !op.writes).map((op) => `${op.method} ${op.path}`);
    expect(tokenReads.length).toBeGreaterThan(0);
    for (const label of tokenReads) expect(lineOf(report, label)).toMatch(/^PASS /);
  });
});

describe('a token the API refuses', () => {
  it('stops the run as a usage problem, naming the call that refused it', async () => {
    const otherAgency = await loginAs(api, 'nordic', 'owner@nordic.demo');
    await expect(check(api.url, otherAgency)).rejects.toThrow(TokenRefusedError);
    await expect(check(api.url, 'not-a-token')).rejects.toThrow(/^the agency API refuses the token as http:\/\/sunny\.localhost:4321: GET \S+ answered 401/);
  });
});

describe('an API that breaks the contract', () => {
  it('fails the call whose answer has a field of the wrong type, naming the field', async () => {
    const report = await checkThrough((request, answer) =>
      isAgency(request) && answer.status === 200 ? editJson(answer, (json) => ((json.data as Record<string, unknown>).primaryColor = 42)) : undefined,
    );
    expect(lineOf(report, 'GET /api/agency')).toMatch(/^FAIL GET \/api\/agency 200 {2}data\.primaryColor: expected string, received number$/);
    expect(failures(report)).toHaveLength(1);
  });

  it('fails the call whose answer lacks a field, naming the field', async () => {
    const report = await checkThrough((request, answer) =>
      isAgency(request) && answer.status === 200 ? editJson(answer, (json) => delete (json.data as Record<string, unknown>).agencyName) : undefined,
    );
    expect(lineOf(report, 'GET /api/agency')).toContain('data.agencyName: missing (expected string)');
  });

  it('fails the calls whose 404 is plain text rather than the error envelope', async () => {
    const report = await checkThrough((_, answer) =>
      answer.status === 404 ? { ...answer, headers: { ...answer.headers, 'content-type': 'text/plain' }, body: 'Not found' } : undefined,
    );
    expect(lineOf(report, 'GET /api/contract-check-does-not-exist (unknown path)')).toBe(
      'FAIL GET /api/contract-check-does-not-exist (unknown path) 404  404 answered with text/plain body "Not found", not the error envelope',
    );
    // GET /api/agency also proves that an Origin naming no agency gets a 404 in the envelope.
    expect(lineOf(report, 'GET /api/agency')).toContain('with an Origin naming no agency: 404 answered with text/plain body "Not found"');
  });

  it('fails a token call that answers without a token', async () => {
    const tokenRead = OPERATIONS.find((op) => op.auth === 'token' && op.sample && !op.writes && !op.path.includes('{'))!;
    const report = await checkThrough((request, answer) =>
      request.path === tokenRead.path && answer.status === 401 ? { ...answer, status: 200, body: '{"data":{}}' } : undefined,
    );
    expect(lineOf(report, `${tokenRead.method} ${tokenRead.path}`)).toMatch(/^FAIL .* 200 {2}without token: answered 200, expected 401; with an unknown token: answered 200, expected 401/);
  });

  it('fails the call whose answer does not grant the tenant origin, naming CORS', async () => {
    const report = await checkThrough((request, answer) => {
      if (!isAgency(request)) return undefined;
      delete answer.headers['access-control-allow-origin'];
      return answer;
    });
    expect(lineOf(report, 'GET /api/agency')).toContain(`FAIL GET /api/agency 200  CORS: answer 200 has no Access-Control-Allow-Origin, expected ${ORIGIN}`);
  });

  it('fails the call whose preflight refuses the tenant origin or a SPEC §7 header', async () => {
    const report = await checkThrough((request, answer) => {
      if (request.method !== 'OPTIONS') return undefined;
      if (request.path === '/api/agency/faqs') delete answer.headers['access-control-allow-origin'];
      if (request.path === '/api/agency/about-us') answer.headers['access-control-allow-headers'] = 'Content-Type, Authorization';
      return answer;
    });
    expect(lineOf(report, 'GET /api/agency/faqs')).toContain(`CORS: preflight has no Access-Control-Allow-Origin, expected ${ORIGIN}`);
    expect(lineOf(report, 'GET /api/agency/about-us')).toMatch(/^FAIL GET \/api\/agency\/about-us 200 {2}CORS preflight: Access-Control-Allow-Headers lacks x-language, x-session-id, x-time-zone$/);
  });
});

describe('--write against a test agency', () => {
  it('sends the writes with samples too, and passes', async () => {
    const token = await loginAs(api, 'nordic', 'owner@nordic.demo');
    const report = await checkContract({ api: api.url, origin: originOf('nordic'), operations: OPERATIONS, token, write: true });
    expect(failures(report)).toEqual([]);
    const writes = OPERATIONS.filter((op) => op.writes && op.sample).map((op) => `${op.method} ${op.path}`);
    expect(writes.length).toBeGreaterThan(0);
    for (const label of writes) expect(lineOf(report, label)).toMatch(/^PASS /);
  });
});
