import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookServer } from '../../scripts/watch/webhook.ts';
import { rebuildWebhookFrom } from './rebuild-notifier.ts';
import { loginAs, startTestApi, type TestApi } from './test-server.ts';

const PATH = '/api/agency/website-settings';
const SECRET = 'website-settings-test-secret';
const started: TestApi[] = [];

async function api(options: Parameters<typeof startTestApi>[0] = {}) {
  const one = await startTestApi(options);
  started.push(one);
  return one;
}
afterAll(async () => {
  for (const one of started) await one.dispose();
});

const as = (token: string, init: RequestInit = {}) => ({ agency: 'sunny', ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } });
const json = async (response: Response) => (await response.json()) as { data: any; message?: string; errors?: Record<string, string[]> };

describe('website settings (SPEC §2.7, §2.8, §2.12)', () => {
  let on: TestApi;
  let owner: string;
  beforeAll(async () => {
    on = await api();
    owner = await loginAs(on, 'sunny', 'owner@sunny.demo');
  });

  it('gives the owner the agency About Us, FAQ, legal texts and social links', async () => {
    const { data } = await json(await on.call(PATH, as(owner)));
    expect(data.aboutUs).toMatchObject({ isEnabled: true, title: 'Our Story' });
    expect(data.aboutUs.content).toContain('Sunshine since 1998');
    expect(data.faq.questions).toHaveLength(4);
    expect(data.legal.privacyPolicy).toContain('Privacy Policy');
    expect(data.social).toMatchObject({ linkedin: 'https://www.linkedin.com/company/sunny-holidays', tiktok: 'https://www.tiktok.com/@sunnyholidays' });
  });

  it('refuses a role without read permission on /settings/website/ (403), and no log-in (401)', async () => {
    for (const email of ['sales@sunny.demo', 'customer@sunny.demo', 'agent@sunny.demo']) {
      const token = await loginAs(on, 'sunny', email);
      expect((await on.call(PATH, as(token))).status, email).toBe(403);
      expect((await on.call(PATH, as(token, { method: 'PUT', body: '{}' }))).status, email).toBe(403);
      expect((await on.call(`${PATH}/publishing`, as(token))).status, email).toBe(403);
    }
    expect((await on.call(PATH, { agency: 'sunny' })).status).toBe(401);
  });

  it('answers bad input with a message per field and keeps what was saved', async () => {
    const { data: before } = await json(await on.call(PATH, as(owner)));
    const bad = structuredClone(before);
    bad.aboutUs.title = 'x'.repeat(81);
    bad.faq.questions[1].question = 'Why';
    bad.faq.questions[2].answer = '  ';
    bad.social.linkedin = 'http://www.linkedin.com/company/sunny';
    bad.social.discord = 'discord.gg/sunny';
    const response = await on.call(PATH, as(owner, { method: 'PUT', body: JSON.stringify(bad) }));
    expect(response.status).toBe(400);
    const { errors } = await json(response);
    expect(errors).toEqual({
      'aboutUs.title': ['must be at most 80 characters'],
      'faq.questions.1.question': ['must be longer than 3 characters'],
      'faq.questions.2.answer': ['must not be empty'],
      'social.linkedin': ['must be an https:// address'],
      'social.discord': ['must be an https:// address'],
    });
    expect((await json(await on.call(PATH, as(owner)))).data).toEqual(before);
  });

  it('keeps what is saved: the agency, About Us and FAQ answers the build reads carry it', async () => {
    const { data: settings } = await json(await on.call(PATH, as(owner)));
    settings.aboutUs = { isEnabled: true, title: 'Who we are', content: '<p>Saved about text</p><script>alert(1)</script>' };
    settings.faq = { isEnabled: false, headerMessage: 'Ask us', questions: [{ question: 'Is it sunny?', answer: '<p>Always.</p>' }] };
    settings.legal.disclaimer = '';
    settings.social.youtube = '';
    settings.social.twitter = 'https://x.com/sunny_saved';
    const saved = await on.call(PATH, as(owner, { method: 'PUT', body: JSON.stringify(settings) }));
    expect(saved.status).toBe(200);
    expect((await json(saved)).data).toEqual(settings);

    const agency = (await json(await on.call('/api/agency', { agency: 'sunny' }))).data;
    expect(agency).toMatchObject({ isAbousUsEnable: true, aboutUsEnableTitle: 'Who we are', isFaqEnable: false, twitter: 'https://x.com/sunny_saved' });
    expect(agency.disclaimer).toBeUndefined();
    expect(agency.youtube).toBeUndefined();
    const about = (await json(await on.call('/api/agency/about-us', { agency: 'sunny' }))).data[0];
    expect(about).toMatchObject({ isEnabled: true, title: 'Who we are', content: '<p>Saved about text</p><script>alert(1)</script>' });
    expect(about.image).toMatch(/\/media\//);
    expect((await json(await on.call('/api/agency/faqs', { agency: 'sunny' }))).data[0]).toEqual(settings.faq);
    // Another agency, and another API started from the same demo data, are untouched.
    expect((await json(await on.call('/api/agency', { agency: 'viajes' }))).data.twitter).not.toBe('https://x.com/sunny_saved');
    const fresh = await api();
    expect((await json(await fresh.call('/api/agency/about-us', { agency: 'sunny' }))).data[0].title).toBe('Our Story');
  });

  it('says publishing is off when no watcher is wired', async () => {
    expect((await json(await on.call(`${PATH}/publishing`, as(owner)))).data).toEqual({ state: 'off' });
  });
});

describe('a saved change goes to the watcher (rebuild webhook) and its publishing state comes back', () => {
  let watcher: Server;
  let base: string;
  const posts: Array<{ id: string; reason?: string; change?: number }> = [];
  const status = new Map<string, { live: number; failed: number }>();
  beforeAll(async () => {
    watcher = createWebhookServer({
      secret: SECRET,
      isTenant: async (id) => id === 'sunny',
      onRebuild: (id, reason, change) => posts.push({ id, reason, change }),
      status: (id) => status.get(id) ?? { live: 0, failed: 0 },
      log: () => {},
    });
    await new Promise<void>((listening) => watcher.listen(0, '127.0.0.1', listening));
    base = `http://127.0.0.1:${(watcher.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((closed) => watcher.close(() => closed())));
  afterEach(() => {
    posts.length = 0;
    status.clear();
  });

  it('posts a signed, numbered webhook per save; the page reads publishing, then live, or failed', async () => {
    const on = await api({ rebuildWebhook: { url: base, secret: SECRET } });
    const owner = await loginAs(on, 'sunny', 'owner@sunny.demo');
    const state = async () => (await json(await on.call(`${PATH}/publishing`, as(owner)))).data.state as string;
    expect(await state()).toBe('live');

    const { data: settings } = await json(await on.call(PATH, as(owner)));
    settings.aboutUs.content = '<p>First</p>';
    const before = Date.now();
    expect((await on.call(PATH, as(owner, { method: 'PUT', body: JSON.stringify(settings) }))).status).toBe(200);
    await expect.poll(() => posts.length).toBe(1);
    const first = posts[0]!;
    expect(first).toMatchObject({ id: 'sunny', reason: 'agency data saved' });
    expect(first.change).toBeGreaterThanOrEqual(before);
    expect(await state()).toBe('publishing');
    status.set('sunny', { live: first.change!, failed: 0 });
    expect(await state()).toBe('live');

    settings.aboutUs.content = '<p>Second</p>';
    await on.call(PATH, as(owner, { method: 'PUT', body: JSON.stringify(settings) }));
    await expect.poll(() => posts.length).toBe(2);
    const second = posts[1]!;
    expect(second.change).toBeGreaterThan(first.change!);
    // The first change is live, the newest is not yet: still publishing.
    expect(await state()).toBe('publishing');
    status.set('sunny', { live: first.change!, failed: second.change! });
    expect(await state()).toBe('failed');
  });

  it('reads failed when the watcher refuses the webhook or does not answer', async () => {
    const wrong = await api({ rebuildWebhook: { url: base, secret: 'not-the-secret' } });
    let owner = await loginAs(wrong, 'sunny', 'owner@sunny.demo');
    let { data: settings } = await json(await wrong.call(PATH, as(owner)));
    await wrong.call(PATH, as(owner, { method: 'PUT', body: JSON.stringify(settings) }));
    await expect.poll(async () => (await json(await wrong.call(`${PATH}/publishing`, as(owner)))).data.state).toBe('failed');
    expect(posts).toEqual([]);

    const down = await api({ rebuildWebhook: { url: 'http://127.0.0.1:9', secret: SECRET } });
    owner = await loginAs(down, 'sunny', 'owner@sunny.demo');
    ({ data: settings } = await json(await down.call(PATH, as(owner))));
    const saved = await down.call(PATH, as(owner, { method: 'PUT', body: JSON.stringify(settings) }));
    expect(saved.status).toBe(200);
    await expect.poll(async () => (await json(await down.call(`${PATH}/publishing`, as(owner)))).data.state).toBe('failed');
  });
});

describe('wiring the webhook (npm run api)', () => {
  it('takes a URL with a secret, and refuses a malformed URL or a URL without a secret', () => {
    expect(rebuildWebhookFrom('http://127.0.0.1:4600/', 's')).toEqual({ url: 'http://127.0.0.1:4600', secret: 's' });
    expect(rebuildWebhookFrom('', 's')).toBeUndefined();
    expect(() => rebuildWebhookFrom('127.0.0.1:4600', 's')).toThrow(/http\(s\) URL/);
    expect(() => rebuildWebhookFrom('http://127.0.0.1:4600', '')).toThrow(/REBUILD_SECRET/);
  });
});
