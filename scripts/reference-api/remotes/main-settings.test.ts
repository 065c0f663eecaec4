import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../test-server.ts';
import { mount } from './main.js';
import { contextFor, EVENTS, installDom, logIn, logOut, sendOriginOf, settled, type ContextOptions } from './remote-harness.ts';

/*
 * The agent area's settings pages (main-settings.js) against the reference API: the Settings group
 * greys what the role may not read (SPEC §2.11, §6), and a form shows the API's field messages
 * beside the fields while keeping what was typed.
 */

let api: TestApi;
const mounted: (() => void)[] = [];

beforeAll(async () => {
  api = await startTestApi();
  installDom();
  sendOriginOf('sunny');
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await api.dispose();
});
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  logOut();
  document.body.replaceChildren();
});

async function openAs(email: string, options: ContextOptions) {
  const token = await loginAs(api, 'sunny', email);
  logIn(token);
  const profile = ((await (await api.call('/api/user/profile', { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } })).json()) as { data: unknown }).data;
  const element = document.createElement('div');
  document.body.append(element);
  mounted.push(mount(element, contextFor(api, { ...options, latest: { [EVENTS.user]: { loggedIn: true, profile } } })));
  return settled(element);
}

const submit = (root: HTMLElement) => root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));

describe('settings pages', () => {
  it('links the settings an owner may read, and greys Markup, Website, Payment, Product and Theme for a SalesAgent', async () => {
    const owner = await openAs('owner@sunny.demo', { pattern: '/settings' });
    expect(owner.querySelectorAll('a[href]')).toHaveLength(6);
    const sales = await openAs('sales@sunny.demo', { pattern: '/settings' });
    expect([...sales.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))).toEqual(['/settings/profile']);
    expect(sales.querySelectorAll('a[aria-disabled="true"]')).toHaveLength(5);
  });

  it('shows the API’s message beside a bad markup and keeps the typed value', async () => {
    const root = await openAs('owner@sunny.demo', { pattern: '/settings/agency' });
    const hotels = root.querySelector<HTMLInputElement>('input[name="Hotels"]')!;
    expect(hotels.value).toBe('8');
    hotels.value = '12.345';
    hotels.dispatchEvent(new Event('input'));
    submit(root);
    const error = () => root.querySelector(`#${hotels.getAttribute('aria-describedby')}`)!;
    await vi.waitFor(() => expect(error().textContent).toBe('must have at most 2 decimals'));
    expect(hotels.getAttribute('aria-invalid')).toBe('true');
    expect(hotels.value).toBe('12.345');
  });

  it('previews the text contrast of the typed colour in the page’s language', async () => {
    const root = await openAs('owner@sunny.demo', { pattern: '/settings/website/theme', language: 'de' });
    const colour = root.querySelector<HTMLInputElement>('input[name="primaryColor"]')!;
    colour.value = '#527edb';
    colour.dispatchEvent(new Event('input'));
    expect(root.querySelector('[data-contrast]')!.textContent).toBe('Kontrast 3,91:1 — zu gering (mindestens 4,5:1 nötig)');
    expect(root.querySelector<HTMLElement>('[data-swatch]')!.style.color).toBe('rgb(255, 255, 255)');
  });
});
