// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_FIRST_ATTRIBUTE } from '../../site/app-first-names.ts';
import { afterAppFirst } from './after-app-first.ts';
import member from './member.ts';

const root = document.documentElement;
/** MutationObserver callbacks run as microtasks. */
const observed = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  root.removeAttribute(APP_FIRST_ATTRIBUTE);
  root.removeAttribute('data-auth');
});

describe('the directives wait for the shell\'s gate (src/client/app-first.ts)', () => {
  it('afterAppFirst starts at once on a page without the gate', () => {
    const start = vi.fn();
    afterAppFirst(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('afterAppFirst starts when the gate opens, once', async () => {
    root.setAttribute(APP_FIRST_ATTRIBUTE, 'waiting');
    const start = vi.fn();
    afterAppFirst(start);
    await observed();
    expect(start).not.toHaveBeenCalled();
    root.setAttribute(APP_FIRST_ATTRIBUTE, 'open');
    await observed();
    root.setAttribute(APP_FIRST_ATTRIBUTE, 'open');
    await observed();
    expect(start).toHaveBeenCalledOnce();
  });

  it('client:member hydrates a logged-in visitor\'s island once the gate opens, not before', async () => {
    root.setAttribute('data-auth', 'in');
    root.setAttribute(APP_FIRST_ATTRIBUTE, 'waiting');
    const hydrate = vi.fn(async () => {});
    const load = vi.fn(async () => hydrate);
    member(load, { name: 'member', value: '' }, document.createElement('astro-island'));
    await observed();
    expect(load).not.toHaveBeenCalled();
    root.setAttribute(APP_FIRST_ATTRIBUTE, 'open');
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
  });

  it('client:member still waits for a log-in on an open page', async () => {
    const load = vi.fn(async () => async () => {});
    member(load, { name: 'member', value: '' }, document.createElement('astro-island'));
    await observed();
    expect(load).not.toHaveBeenCalled();
    root.setAttribute('data-auth', 'in');
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
  });
});
