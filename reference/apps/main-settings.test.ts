import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './main.js';
import { contextFor, EVENTS, remoteTestStack, settled, type ContextOptions } from '../harness/remote-harness.ts';

/*
 * The agent area's settings pages (main-settings.js) against the reference API: the Settings group
 * greys what the role may not read (SPEC §2.11, §6), and a form checks its fields with the API's
 * own rules before sending, shows each message beside its field in the page's language and keeps
 * what was typed; a problem only the API sees shows as the API words it.
 */

const stack = remoteTestStack();

async function openAs(email: string, options: ContextOptions) {
  const { user } = await stack.signIn(email);
  const element = document.createElement('div');
  document.body.append(element);
  stack.mounted.push(mount(element, contextFor(stack.api, { ...options, latest: { [EVENTS.user]: user } })));
  return settled(element);
}

/** The calls that would save (anything but GET) from here on. */
function watchSaves() {
  const saves: string[] = [];
  const current = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') !== 'GET') saves.push(`${init.method} ${String(input)}`);
    return current(input, init);
  });
  restores.push(() => vi.stubGlobal('fetch', current));
  return saves;
}
const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0).reverse()) restore();
});

/** Types into a text field as a visitor does. */
function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input'));
}

/** The message shown beside a field (its aria-describedby). */
const messageOf = (root: HTMLElement, field: Element) => root.querySelector<HTMLElement>(`#${field.getAttribute('aria-describedby')}`)!;

const submit = (root: HTMLElement) => root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));

describe('settings pages', () => {
  it('links the settings an owner may read, and greys Markup, Website, Payment, Product and Theme for a SalesAgent', async () => {
    const owner = await openAs('owner@sunny.demo', { pattern: '/settings' });
    expect(owner.querySelectorAll('a[href]')).toHaveLength(6);
    const sales = await openAs('sales@sunny.demo', { pattern: '/settings' });
    expect([...sales.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))).toEqual(['/settings/profile']);
    expect(sales.querySelectorAll('a[aria-disabled="true"]')).toHaveLength(5);
  });

  it('shows the message beside a bad markup and keeps the typed value', async () => {
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

  it('shows as it comes a message the API gives for a field the page cannot check, in the page language', async () => {
    const root = await openAs('owner@sunny.demo', { pattern: '/settings/website/theme', language: 'de' });
    const logo = root.querySelector<HTMLInputElement>('input[name="logo"]')!;
    // An http /media/ picture is fine on the API's own host, which only the API knows.
    type(logo, 'http://elsewhere.example/media/logo.png');
    submit(root);
    await vi.waitFor(() => expect(messageOf(root, logo).textContent).toBe('muss eine https-URL oder ein /media/-Pfad sein'));
    expect(logo.value).toBe('http://elsewhere.example/media/logo.png');
  });
});

/** Each language's words for the four problems, with the contrast ratio written the language's way. */
const TRANSLATED = {
  ar: {
    markup: 'يجب ألا تزيد المنازل العشرية على 2',
    contrast: 'نسبة تباين النص الأبيض على #527edb هي 3.91:1؛ ويتطلب معيار WCAG AA ما لا يقل عن 4.5:1',
    product: 'يجب أن تبقى خدمة واحدة على الأقل مفعّلة',
    firstName: 'الاسم الأول مطلوب',
  },
  de: {
    markup: 'darf höchstens 2 Nachkommastellen haben',
    contrast: 'weißer Text auf #527edb hat ein Kontrastverhältnis von 3,91:1; WCAG AA verlangt mindestens 4,5:1',
    product: 'Mindestens eine Leistung muss aktiv bleiben',
    firstName: 'Vorname ist erforderlich',
  },
} as const;

describe.each(Object.entries(TRANSLATED))('settings field messages in %s', (language, words) => {
  it('a bad markup: the message beside the field, the typed value kept, nothing sent', async () => {
    const root = await openAs('owner@sunny.demo', { pattern: '/settings/agency', language });
    const saves = watchSaves();
    const hotels = root.querySelector<HTMLInputElement>('input[name="Hotels"]')!;
    type(hotels, '12.345');
    submit(root);
    expect(messageOf(root, hotels).textContent).toBe(words.markup);
    expect(messageOf(root, hotels).hidden).toBe(false);
    expect(hotels.getAttribute('aria-invalid')).toBe('true');
    expect(hotels.value).toBe('12.345');
    expect(document.activeElement).toBe(hotels);
    expect(saves).toEqual([]);
  });

  it('a low-contrast colour: the message names the ratio in the language, the typed value kept, nothing sent', async () => {
    const root = await openAs('owner@sunny.demo', { pattern: '/settings/website/theme', language });
    const saves = watchSaves();
    const colour = root.querySelector<HTMLInputElement>('input[name="primaryColor"]')!;
    type(colour, '#527edb');
    submit(root);
    expect(messageOf(root, colour).textContent).toBe(words.contrast);
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    expect(colour.value).toBe('#527edb');
    expect(saves).toEqual([]);
  });

  it('every product off: the message beside the services, the boxes stay off, nothing sent', async () => {
    const root = await openAs('owner@sunny.demo', { pattern: '/settings/product', language });
    const saves = watchSaves();
    const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes).toHaveLength(6);
    for (const box of boxes) {
      box.checked = false;
      box.dispatchEvent(new Event('change'));
    }
    submit(root);
    const fieldset = root.querySelector('fieldset')!;
    expect(messageOf(root, fieldset).textContent).toBe(words.product);
    expect(fieldset.contains(messageOf(root, fieldset))).toBe(true);
    expect(boxes.every((box) => !box.checked)).toBe(true);
    expect(saves).toEqual([]);
  });

  it('a blank first name: the message beside it, the typed last name kept, nothing sent', async () => {
    const root = await openAs('owner@sunny.demo', { pattern: '/settings/profile', language });
    const saves = watchSaves();
    const first = root.querySelector<HTMLInputElement>('input[name="firstName"]')!;
    const last = root.querySelector<HTMLInputElement>('input[name="lastName"]')!;
    type(first, '  ');
    type(last, 'Okafor-Lind');
    submit(root);
    expect(messageOf(root, first).textContent).toBe(words.firstName);
    expect(messageOf(root, last).hidden).toBe(true);
    expect(first.value).toBe('  ');
    expect(last.value).toBe('Okafor-Lind');
    expect(saves).toEqual([]);
  });
});
