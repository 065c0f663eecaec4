import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M, forgotPassword, resetPassword, signup, verifyEmail } from '../../src/api/account.ts';
import { ApiError } from '../../src/api/errors.ts';
import { fetchProfile, login } from '../../src/api/user.ts';
import { issueToken, LINK_TTL_SECONDS } from '../../reference/api/auth.ts';
import { DEMO_PASSWORD } from '../../reference/demo/users.ts';
import { startTestApi, type TestApi } from './reference-api.ts';

let api: TestApi;
/** The API's clock: tests move it forward to expire links. */
let now = Date.now();
beforeAll(async () => {
  api = await startTestApi({ now: () => now });
});
afterAll(() => api.dispose());

let serial = 0;
/** A fresh address per test, so tests do not depend on each other. */
const freshEmail = (name = 'traveller') => `${name}.${Date.now()}.${++serial}@example.com`;
const newcomer = (email = freshEmail()) => ({ firstName: 'Ana', lastName: 'Silva', email, password: 'sunshine42' });

async function post(path: string, body: unknown, agency = 'sunny', origin?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (origin) headers.Origin = origin;
  const response = await api.call(path, { agency: origin ? undefined : agency, method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The token of the newest mail of a kind to an address. */
function mailedToken(email: string, kind: 'reset-password' | 'verify-email'): string {
  const mail = api.outbox.latest(email, kind);
  if (!mail) throw new Error(`no ${kind} mail to ${email}`);
  return mail.token;
}

/** Whether the profile the login answer carries says the address is verified (user.ts's schema drops the flag). */
async function verifiedAtLogin(on: TestApi, email: string, password: string): Promise<boolean> {
  const response = await on.call('/api/user/login', {
    agency: 'sunny',
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { data: { user: { isEmailVerified: boolean } } }).data.user.isEmailVerified;
}

const rejectionOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('sign-up', () => {
  it('answers like log-in (201), and the new user can log in afterwards', async () => {
    const body = newcomer();
    const response = await post('/api/user/signup', body);
    expect(response.status).toBe(201);
    const { token, user } = (response.body as { data: { token: string; user: Record<string, unknown> } }).data;
    expect(user).toMatchObject({
      userType: 'Customer',
      isTravelAgent: false,
      isEmailVerified: false,
      personal_info: { first_name: 'Ana', last_name: 'Silva', email: body.email, credits: { amount: 0, currency: 'USD' } },
    });
    expect((await fetchProfile(api.client('sunny', token))).id).toBe(user.id);

    const again = await login(api.client('sunny'), { email: body.email.toUpperCase(), password: body.password });
    expect(again.user.id).toBe(user.id);
    const wrong = await rejectionOf(login(api.client('sunny'), { email: body.email, password: 'sunshine43' }));
    expect([wrong.status, wrong.message]).toEqual([401, 'Invalid email or password']);
  });

  it('refuses an address that already has an account at the agency with 409', async () => {
    const body = newcomer();
    await signup(api.client('sunny'), body);
    for (const email of [body.email, ` ${body.email.toUpperCase()} `, 'customer@sunny.demo']) {
      const response = await post('/api/user/signup', { ...body, email });
      expect(response.status, email).toBe(409);
      expect(response.body).toEqual({ message: M['account.emailTaken'] });
    }
  });

  it('keeps agencies apart: the same address may sign up at another agency, and logs in only there', async () => {
    const body = newcomer();
    const sunny = await signup(api.client('sunny'), body);
    const medina = await signup(api.client('medina'), { ...body, password: 'moonlight7' });
    expect(medina.user.id).not.toBe(sunny.user.id);
    expect(medina.user.personal_info.credits.currency).toBe('AED');
    expect((await login(api.client('medina'), { email: body.email, password: 'moonlight7' })).user.id).toBe(medina.user.id);
    expect((await rejectionOf(login(api.client('alpine'), { email: body.email, password: body.password }))).status).toBe(401);
  });

  it.each([
    ['short', 'abc123', [M['account.passwordTooShort']]],
    ['no digit', 'sunshines', [M['account.passwordNeedsDigit']]],
    ['no letter', '12345678', [M['account.passwordNeedsLetter']]],
    ['empty', '', [M['account.passwordRequired']]],
  ])('refuses a weak password (%s) with 400 and the rule broken', async (_, password, messages) => {
    const body = newcomer();
    const response = await post('/api/user/signup', { ...body, password });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid request', errors: { password: messages } });
    // Nothing was created.
    expect((await rejectionOf(login(api.client('sunny'), { email: body.email, password: 'x' }))).status).toBe(401);
  });

  it('names every missing field', async () => {
    const response = await post('/api/user/signup', { email: 'not-an-address', password: 'sunshine42', firstName: '  ' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      firstName: [M['account.firstNameRequired']],
      lastName: [M['account.lastNameRequired']],
      email: [M['account.emailInvalid']],
    });
  });

  it('is closed (403) where the agency hides sign-up', async () => {
    const response = await post('/api/user/signup', newcomer(), 'nordic');
    expect(response).toEqual({ status: 403, body: { message: M['account.signupClosed'] } });
  });
});

describe('e-mail verification', () => {
  it('mails a /verify link on sign-up; the token marks the user verified, on the profile too', async () => {
    const body = newcomer();
    const { token: session } = await signup(api.client('sunny'), body);
    const mail = api.outbox.latest(body.email, 'verify-email')!;
    expect(mail).toMatchObject({ agency: 'sunny', to: body.email });
    expect(mail.link).toBe(`http://sunny.localhost:4321/verify?token=${encodeURIComponent(mail.token)}`);

    expect(await verifyEmail(api.client('sunny'), { token: mail.token })).toEqual({ isEmailVerified: true, message: M['account.emailVerified'] });
    const profile = await api.call('/api/user/profile', { agency: 'sunny', headers: { Authorization: `Bearer ${session}` } });
    expect(((await profile.json()) as { data: { isEmailVerified: boolean } }).data.isEmailVerified).toBe(true);
    // Opening the link twice is harmless.
    expect((await verifyEmail(api.client('sunny'), { token: mail.token })).isEmailVerified).toBe(true);
  });

  it('shows demo users as verified', async () => {
    expect(await verifiedAtLogin(api, 'owner@sunny.demo', DEMO_PASSWORD)).toBe(true);
  });

  it('refuses a forged, foreign or expired token with 400', async () => {
    const body = newcomer();
    const { user } = await signup(api.client('sunny'), body);
    const token = mailedToken(body.email, 'verify-email');
    const tokens = [
      `${user.id}.99999999999.forged`,
      issueToken(user.id, 'reference-api-dev-secret-not-for-production'),
      token.replace(user.id, 'sunny-customer'),
    ];
    for (const forged of tokens) {
      expect(await post('/api/user/verify', { token: forged })).toEqual({ status: 400, body: { message: M['account.verifyLinkInvalid'] } });
    }
    expect((await post('/api/user/verify', { token }, 'medina')).status).toBe(400);
    now += (LINK_TTL_SECONDS['verify-email'] + 1) * 1000;
    try {
      expect((await post('/api/user/verify', { token })).status).toBe(400);
    } finally {
      now = Date.now();
    }
  });
});

describe('forgot and new password', () => {
  it('answers the same whether or not the address has an account, and mails only real ones', async () => {
    const body = newcomer();
    await signup(api.client('sunny'), body);
    const before = api.outbox.all().length;
    const answers = await Promise.all(
      [body.email, freshEmail('nobody'), 'customer@medina.demo'].map((email) => post('/api/user/forgot-password', { email })),
    );
    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { data: { message: M['account.resetLinkSent'] } } });
    const sent = api.outbox.all().slice(before);
    expect(sent.map((mail) => [mail.kind, mail.to])).toEqual([['reset-password', body.email]]);
    expect(sent[0]!.link).toBe(`http://sunny.localhost:4321/newPassword?token=${encodeURIComponent(sent[0]!.token)}`);
  });

  it('prints the link to the API log', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const loud = await startTestApi({ quiet: false });
    try {
      await forgotPassword(loud.client('sunny'), { email: 'customer@sunny.demo' });
      const { link } = loud.outbox.latest('customer@sunny.demo', 'reset-password')!;
      expect(log.mock.calls.some(([line]) => line === `[reference-api] mail to customer@sunny.demo (reset-password): ${link}`)).toBe(true);
    } finally {
      log.mockRestore();
      await loud.dispose();
    }
  });

  it('mails nothing to a site that only names the agency (no reset-link poisoning)', async () => {
    const before = api.outbox.all().length;
    const answer = await post('/api/user/forgot-password', { email: 'customer@sunny.demo' }, 'sunny', 'http://sunny.evil.example');
    expect(answer).toEqual({ status: 200, body: { data: { message: M['account.resetLinkSent'] } } });
    expect(api.outbox.all().length).toBe(before);
  });

  it('changes the password once: the old one fails, the new one works, the link is spent', async () => {
    const body = newcomer();
    await signup(api.client('sunny'), body);
    await forgotPassword(api.client('sunny'), { email: body.email });
    const token = mailedToken(body.email, 'reset-password');

    expect(await resetPassword(api.client('sunny'), { token, password: 'newHorizon9' })).toEqual({ message: M['account.passwordChanged'] });
    expect((await rejectionOf(login(api.client('sunny'), { email: body.email, password: body.password }))).status).toBe(401);
    // Opening the mailed link proved the address.
    expect(await verifiedAtLogin(api, body.email, 'newHorizon9')).toBe(true);

    expect(await post('/api/user/reset-password', { token, password: 'another1one' })).toEqual({
      status: 400,
      body: { message: M['account.resetLinkInvalid'] },
    });
  });

  it('lets only one of two simultaneous requests use a link', async () => {
    const body = newcomer();
    await signup(api.client('sunny'), body);
    await forgotPassword(api.client('sunny'), { email: body.email });
    const token = mailedToken(body.email, 'reset-password');
    const results = await Promise.all(['firstTry1', 'secondTry2'].map((password) => post('/api/user/reset-password', { token, password })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('keeps a link for 30 minutes', async () => {
    const body = newcomer();
    await signup(api.client('sunny'), body);
    const sentAt = Date.now();
    now = sentAt;
    await forgotPassword(api.client('sunny'), { email: body.email });
    const token = mailedToken(body.email, 'reset-password');
    try {
      now = sentAt + 31 * 60_000;
      expect((await post('/api/user/reset-password', { token, password: 'tooLate31' })).status).toBe(400);
      now = sentAt + 29 * 60_000;
      expect((await post('/api/user/reset-password', { token, password: 'inTime29' })).status).toBe(200);
    } finally {
      now = Date.now();
    }
  });

  it('refuses a verification token, a session token or another agency as a reset link', async () => {
    const body = newcomer();
    const { token: session } = await signup(api.client('sunny'), body);
    await forgotPassword(api.client('sunny'), { email: body.email });
    for (const [token, agency] of [
      [mailedToken(body.email, 'verify-email'), 'sunny'],
      [session, 'sunny'],
      [mailedToken(body.email, 'reset-password'), 'alpine'],
    ] as const) {
      expect((await post('/api/user/reset-password', { token, password: 'sneaky123' }, agency)).status).toBe(400);
    }
  });

  it('holds a new password to the sign-up rule', async () => {
    await forgotPassword(api.client('sunny'), { email: 'customer@sunny.demo' });
    const token = mailedToken('customer@sunny.demo', 'reset-password');
    const response = await post('/api/user/reset-password', { token, password: 'short1' });
    expect(response.body).toEqual({ message: 'Invalid request', errors: { password: [M['account.passwordTooShort']] } });
    expect((await post('/api/user/reset-password', { password: 'longEnough1' })).body.errors).toEqual({ token: [M['account.linkIncomplete']] });
  });
});

describe('accounts across a restart', () => {
  const started: TestApi[] = [];
  const dirs: string[] = [];
  const start = async (dataDir?: string) => {
    const server = await startTestApi(dataDir ? { dataDir } : {});
    started.push(server);
    dirs.push(server.dataDir);
    return server;
  };
  afterAll(async () => {
    for (const server of started) await server.close().catch(() => undefined);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('keeps signed-up users, verification and changed passwords (demo users included), hashed', async () => {
    const first = await start();
    const { dataDir } = first;
    const body = newcomer();
    const { user } = await signup(first.client('sunny'), body);
    await verifyEmail(first.client('sunny'), { token: first.outbox.latest(body.email, 'verify-email')!.token });
    await forgotPassword(first.client('sunny'), { email: 'agent@sunny.demo' });
    const resetToken = first.outbox.latest('agent@sunny.demo', 'reset-password')!.token;
    await first.close();

    const second = await start(dataDir);
    expect((await login(second.client('sunny'), { email: body.email, password: body.password })).user.id).toBe(user.id);
    expect(await verifiedAtLogin(second, body.email, body.password)).toBe(true);
    // A reset link mailed before the restart still works, once.
    await resetPassword(second.client('sunny'), { token: resetToken, password: 'agentSecret8' });
    await second.close();

    const third = await start(dataDir);
    expect((await rejectionOf(login(third.client('sunny'), { email: 'agent@sunny.demo', password: DEMO_PASSWORD }))).status).toBe(401);
    expect((await login(third.client('sunny'), { email: 'agent@sunny.demo', password: 'agentSecret8' })).user.userType).toBe('Agent');
    const reused = await third.call('/api/user/reset-password', {
      agency: 'sunny',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: resetToken, password: 'agentSecret9' }),
    });
    expect(reused.status).toBe(400);
    // Other demo users keep the demo password.
    expect((await login(third.client('sunny'), { email: 'owner@sunny.demo', password: DEMO_PASSWORD })).user.id).toBe('sunny-owner');

    const file = await readFile(join(dataDir, 'accounts.json'), 'utf8');
    expect(file).not.toContain(body.password);
    expect(file).not.toContain('agentSecret8');
    expect(file).toMatch(/"passwordHash": "scrypt\$/);
    // The mails are also on disk, one a line, for tests in another process.
    const lines = (await readFile(join(dataDir, 'outbox.jsonl'), 'utf8')).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { kind: string }).kind)).toEqual(['verify-email', 'reset-password']);
  });

  it('says which file is broken instead of starting with no accounts', async () => {
    const first = await start();
    await first.close();
    await writeFile(join(first.dataDir, 'accounts.json'), '{"accounts":[{"user":{}}]}');
    await expect(startTestApi({ dataDir: first.dataDir })).rejects.toThrow(/accounts\.json:\n\s+accounts\.0\.user\.id/);
  });
});
