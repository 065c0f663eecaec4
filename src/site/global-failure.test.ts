// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTAINED_FAILURE_LOG, firstFrameUrl, globalFailureScript, isOwnUrl } from './global-failure.ts';

const SITE = 'http://sunny.localhost:4321';
const REMOTES = 'http://cdn.test/remotes';

/** An Error as a browser would throw it from `url`. */
function errorFrom(url: string | undefined, message = 'boom'): Error {
  const error = new Error(message);
  error.stack = url ? `Error: ${message}\n    at mount (${url}:3:25)\n    at async start (${SITE}/_astro/RemoteApp.js:1:900)` : undefined;
  return error;
}

describe('where a failure comes from (SPEC §4, §8)', () => {
  it('reads the first frame of V8, Gecko and WebKit stacks', () => {
    expect(firstFrameUrl(`Error: x\n    at ${REMOTES}/blog.js:3:25\n    at ${SITE}/_astro/a.js:1:2`)).toBe(`${REMOTES}/blog.js`);
    expect(firstFrameUrl(`Error: x\n    at new Promise (<anonymous>)\n    at async mount (${SITE}/_astro/a.js:1:2)`)).toBe(`${SITE}/_astro/a.js`);
    expect(firstFrameUrl(`mount@${REMOTES}/blog.js:3:25\nasync*start@${SITE}/_astro/a.js:1:2`)).toBe(`${REMOTES}/blog.js`);
    expect(firstFrameUrl(`@${SITE}/blog:12`)).toBe(`${SITE}/blog`);
  });

  it('skips a message line that holds a URL, and answers nothing without a frame', () => {
    expect(firstFrameUrl(`Error: failed ${SITE}/_astro/a.js:1:2\n    at ${REMOTES}/blog.js:1:2`)).toBe(`${REMOTES}/blog.js`);
    expect(firstFrameUrl('Error: x\n    at new Promise (<anonymous>)')).toBeUndefined();
    expect(firstFrameUrl(undefined)).toBeUndefined();
  });

  it("counts only the site's own origin as the shell's", () => {
    expect(isOwnUrl(`${SITE}/_astro/boot.js`, SITE)).toBe(true);
    expect(isOwnUrl(`${SITE}/blog`, SITE)).toBe(true);
    expect(isOwnUrl(`${REMOTES}/blog.js`, SITE)).toBe(false);
    expect(isOwnUrl(`${SITE}.evil.test/_astro/boot.js`, SITE)).toBe(false);
    expect(isOwnUrl('http://[broken', SITE)).toBe(false);
    expect(isOwnUrl('https://www.googletagmanager.com/gtag/js', SITE)).toBe(false);
    expect(isOwnUrl(undefined, SITE)).toBe(false);
    expect(isOwnUrl('', SITE)).toBe(false);
  });
});

describe('the head script that watches for failures', () => {
  const listeners: [string, EventListenerOrEventListenerObject][] = [];
  const realAdd = window.addEventListener.bind(window);
  let logged: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    // Each test installs its own handlers; keep them so they can be removed afterwards.
    const record = (type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.push([type, listener]);
      realAdd(type, listener);
    };
    vi.spyOn(window, 'addEventListener').mockImplementation(record as typeof window.addEventListener);
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<h1>Travel blog</h1><template id="global-failure"><p role="alert">Something went wrong.</p></template>';
    delete document.body.dataset.failed;
    // As the layout prints it (src/build/inline-script.test.ts minifies it): the source, run with
    // nothing but the page's globals.
    new Function(globalFailureScript())();
  });

  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
    vi.restoreAllMocks();
  });

  function reject(reason: unknown): Event {
    const event = new Event('unhandledrejection', { cancelable: true });
    Object.defineProperty(event, 'reason', { value: reason });
    window.dispatchEvent(event);
    return event;
  }

  it("replaces the page on the shell's own unhandled rejection", () => {
    reject(errorFrom(`${location.origin}/_astro/boot.js`));
    expect(document.body.textContent).toBe('Something went wrong.');
    expect(document.body.dataset.failed).toBe('true');
  });

  it("contains and logs a remote app's rejection: the shell stays", () => {
    const reason = errorFrom(`${REMOTES}/blog.js`, 'remote');
    const event = reject(reason);
    expect(document.querySelector('h1')?.textContent).toBe('Travel blog');
    expect(document.body.dataset.failed).toBeUndefined();
    expect(logged).toHaveBeenCalledWith(`${CONTAINED_FAILURE_LOG} unhandled rejection from ${REMOTES}/blog.js:`, reason);
    expect(event.defaultPrevented).toBe(true);
  });

  it('contains a rejection that cannot be placed (no stack, not an Error)', () => {
    reject('remote');
    reject(errorFrom(undefined));
    expect(document.querySelector('h1')).not.toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls[0]?.[0]).toBe(`${CONTAINED_FAILURE_LOG} unhandled rejection from unknown:`);
  });

  it('replaces the page on an error thrown by our own file, not by another origin', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('x'), filename: `${REMOTES}/blog.js` }));
    expect(document.querySelector('h1')).not.toBeNull();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('x'), filename: `${location.origin}/_astro/boot.js` }));
    expect(document.body.textContent).toBe('Something went wrong.');
  });

  it("waits for the page to be read before replacing it: the template comes last", () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      reject(errorFrom(`${location.origin}/_astro/boot.js`));
      expect(document.querySelector('h1')).not.toBeNull();
      delete (document as { readyState?: unknown }).readyState;
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(document.body.textContent).toBe('Something went wrong.');
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });
});
