import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWebhookServer } from '../../scripts/watch/webhook.ts';
import { loginAs, startTestApi, type TestApi } from '../api/test-server.ts';
import { mount } from './main.js';
import { contextFor, EVENTS, installDom, logIn, logOut, sendOriginOf, settled } from '../harness/remote-harness.ts';

/*
 * The Website settings page (SPEC §2.7, §2.8, §2.12) against a real reference API, wired to a
 * stand-in watcher whose status the test sets: each publishing state the page can show.
 */

const SECRET = 'website-page-test-secret';
const PATH = '/api/agency/website-settings';
let watcher: Server;
let api: TestApi;
let unwired: TestApi;
const posts: Array<{ id: string; change?: number }> = [];
const status = { live: 0, failed: 0 };
const mounted: (() => void)[] = [];

beforeAll(async () => {
  watcher = createWebhookServer({
    secret: SECRET,
    isTenant: async (id) => id === 'sunny',
    onRebuild: (id, _reason, change) => posts.push({ id, change }),
    status: () => ({ ...status }),
    log: () => {},
  });
  await new Promise<void>((listening) => watcher.listen(0, '127.0.0.1', listening));
  api = await startTestApi({ rebuildWebhook: { url: `http://127.0.0.1:${(watcher.address() as AddressInfo).port}`, secret: SECRET } });
  unwired = await startTestApi();
  installDom();
  sendOriginOf('sunny');
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await api.dispose();
  await unwired.dispose();
  await new Promise<void>((closed) => watcher.close(() => closed()));
});
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  logOut();
  document.body.replaceChildren();
  posts.length = 0;
  Object.assign(status, { live: 0, failed: 0 });
});

async function open(on: TestApi, email = 'owner@sunny.demo', language = 'en') {
  const token = await loginAs(on, 'sunny', email);
  logIn(token);
  const profile = ((await (await on.call('/api/user/profile', { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } })).json()) as { data: unknown }).data;
  const element = document.createElement('div');
  document.body.append(element);
  const user = { loggedIn: true, status: 'success', profile };
  mounted.push(mount(element, contextFor(on, { pattern: '/settings/website/', language, latest: { [EVENTS.user]: user, [EVENTS.agency]: { subdomain: 'sunny' } } })));
  return { root: await settled(element), token };
}

const field = (root: HTMLElement, path: string) => root.querySelector<HTMLInputElement>(`[data-field="${path}"]`)!;
function type(root: HTMLElement, path: string, value: string) {
  const input = field(root, path);
  input.value = value;
  input.dispatchEvent(new window.Event('input', { bubbles: true }));
}
const submit = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
const line = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-publishing]')!;
const saved = async (on: TestApi, token: string) => ((await (await on.call(PATH, { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } })).json()) as { data: any }).data;

describe('Website settings page', () => {
  it('shows the agency About Us, FAQ, legal texts and social links to the owner, in Arabic right to left', async () => {
    const { root } = await open(api, 'owner@sunny.demo', 'ar');
    expect(root.dir).toBe('rtl');
    expect(root.querySelector('h1')?.textContent).toBe('إعدادات الموقع');
    // The site's identity, read only.
    expect(root.querySelector('.rx__facts')?.textContent).toContain('النطاق الفرعيsunny');
    expect(field(root, 'aboutUs.title').value).toBe('Our Story');
    expect(field(root, 'aboutUs.isEnabled').checked).toBe(true);
    expect(field(root, 'faq.questions.3.question').value).toBe('Do you book group trips?');
    expect(field(root, 'legal.privacyPolicy').value).toContain('Privacy Policy');
    expect(field(root, 'social.tiktok').value).toBe('https://www.tiktok.com/@sunnyholidays');
    // Every control has its label.
    for (const control of root.querySelectorAll('input, textarea')) {
      expect(control.closest('label') ?? root.querySelector(`label[for="${control.id}"]`), control.id).not.toBeNull();
    }
  });

  it('tells a SalesAgent, whom the API refuses, that the page is not theirs', async () => {
    const { root } = await open(api, 'sales@sunny.demo');
    expect(root.dataset.state).toBe('error');
    expect(root.textContent).toContain('You do not have access to this page');
  });

  it('says at each field what is wrong, saves nothing, and keeps what was typed, also when the page is drawn again', async () => {
    const { root, token } = await open(api);
    type(root, 'faq.questions.1.question', 'Why');
    type(root, 'social.linkedin', 'http://www.linkedin.com/company/sunny');
    type(root, 'aboutUs.content', '<p>Typed and kept</p>');
    submit(root);
    await vi.waitFor(() => expect(root.querySelector('[role=alert]')?.textContent).toBe('Some fields need a change. Nothing was saved; what you typed is still here.'));
    expect(field(root, 'faq.questions.1.question').getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('#ws-faq-questions-1-question-error')?.textContent).toBe('A question needs more than 3 characters.');
    expect(root.querySelector('#ws-social-linkedin-error')?.textContent).toBe('Enter an address that starts with https://');
    expect(field(root, 'social.linkedin').getAttribute('aria-describedby')).toBe('ws-social-linkedin-error');
    await vi.waitFor(() => expect(document.activeElement).toBe(field(root, 'faq.questions.1.question')));
    expect(posts).toEqual([]);
    expect((await saved(api, token)).aboutUs.content).toContain('Sunshine since 1998');
    // A currency change draws the page again: the typed values stay.
    window.dispatchEvent(new window.CustomEvent(EVENTS.currency, { detail: { currency: 'EUR' } }));
    await vi.waitFor(() => expect(field(root, 'aboutUs.content').value).toBe('<p>Typed and kept</p>'));
    expect(field(root, 'social.linkedin').value).toBe('http://www.linkedin.com/company/sunny');
    // The field being typed in keeps the focus across the drawing.
    await vi.waitFor(() => expect(document.activeElement).toBe(field(root, 'faq.questions.1.question')));
  });

  it('adds and removes FAQ questions', async () => {
    const { root } = await open(api);
    const button = (text: string) => [...root.querySelectorAll('button')].find((one) => one.textContent === text)!;
    button('Add a question').click();
    await vi.waitFor(() => expect(field(root, 'faq.questions.4.question')).not.toBeNull());
    button('Remove question 1').click();
    await vi.waitFor(() => expect(field(root, 'faq.questions.0.question').value).toBe('Can I cancel my hotel booking?'));
    expect(root.querySelectorAll('.rx-ws__question')).toHaveLength(4);
  });

  it('saves, then shows Publishing… until the watcher says the change is live', async () => {
    const { root, token } = await open(api);
    type(root, 'aboutUs.content', '<p>Fresh about text</p>');
    submit(root);
    await vi.waitFor(() => expect(line(root).dataset.publishing).toBe('publishing'));
    expect(line(root).textContent).toBe('Saved. Publishing…');
    expect(line(root).getAttribute('role')).toBe('status');
    expect((await saved(api, token)).aboutUs.content).toBe('<p>Fresh about text</p>');
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    status.live = posts[0]!.change!;
    await vi.waitFor(() => expect(line(root).dataset.publishing).toBe('live'));
    expect(line(root).textContent).toBe('Live: your site shows the change.');
  });

  it('says the site still shows its last good version when the rebuild failed', async () => {
    const { root } = await open(api, 'owner@sunny.demo', 'de');
    type(root, 'aboutUs.title', 'Wer wir sind');
    submit(root);
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    status.failed = posts[0]!.change!;
    await vi.waitFor(() => expect(line(root).dataset.publishing).toBe('failed'));
    expect(line(root).textContent).toBe('Gespeichert, aber die Veröffentlichung ist fehlgeschlagen: Ihre Website zeigt weiter ihre letzte funktionierende Fassung.');
  });

  it('says the change shows after the next build when no watcher is wired', async () => {
    const { root } = await open(unwired);
    type(root, 'faq.headerMessage', 'Ask away');
    submit(root);
    await vi.waitFor(() => expect(line(root).dataset.publishing).toBe('off'));
    expect(line(root).textContent).toBe('Saved. Your site shows the change after its next build.');
  });
});
