// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_MOUNTS_KEY, type EarlyMount } from '../site/early-mount-names.ts';
import { APP_FIRST_ATTRIBUTE } from '../site/app-first-names.ts';
import { APP_FIRST_CAP_MS, appFirst, resetAppFirst } from './app-first.ts';

type Win = Window & { [EARLY_MOUNTS_KEY]?: Record<string, EarlyMount> };

/** An early mount whose first view is drawn when the test says so. */
function earlyMount(): { mount: EarlyMount; draw: () => void } {
  let draw = () => {};
  const drawn = new Promise<void>((done) => (draw = done));
  const host = document.createElement('div');
  const mount: EarlyMount = { host, route: { path: '/', pattern: '/', params: {}, query: {} }, module: Promise.resolve({}), mounted: Promise.resolve(), drawn };
  return { mount, draw };
}

/** Whether the gate has opened once the timers, tasks and frames of the next 20 ms have run. */
async function opened(gate: Promise<void>): Promise<boolean> {
  let open = false;
  void gate.then(() => (open = true));
  await vi.advanceTimersByTimeAsync(20);
  return open;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetAppFirst();
  // The head script expects an early mount (appFirstWaitScript, src/site/early-mount.ts).
  document.documentElement.setAttribute(APP_FIRST_ATTRIBUTE, 'waiting');
});

afterEach(() => {
  vi.useRealTimers();
  delete (window as Win)[EARLY_MOUNTS_KEY];
  document.documentElement.removeAttribute(APP_FIRST_ATTRIBUTE);
});

describe('appFirst: the shell starts after an early-mounted app has drawn', () => {
  it('opens at once, in a task of its own, where the head script expects no early mount', async () => {
    document.documentElement.removeAttribute(APP_FIRST_ATTRIBUTE);
    (window as Win)[EARLY_MOUNTS_KEY] = { hotels: earlyMount().mount };
    const gate = appFirst();
    let open = false;
    void gate.then(() => (open = true));
    await Promise.resolve();
    await Promise.resolve();
    // Not in the caller's task: a setTimeout(0) lies between.
    expect(open).toBe(false);
    expect(await opened(gate)).toBe(true);
  });

  it('opens once the page is parsed where one was expected but the inline script did not mount', async () => {
    expect(await opened(appFirst())).toBe(true);
    expect(document.documentElement.getAttribute(APP_FIRST_ATTRIBUTE)).toBe('open');
  });

  it('waits for the app to say its first view is drawn (RemoteContext.ready), and for that frame to be painted', async () => {
    const { mount, draw } = earlyMount();
    (window as Win)[EARLY_MOUNTS_KEY] = { hotels: mount };
    const gate = appFirst();
    expect(await opened(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(APP_FIRST_CAP_MS / 2);
    expect(await opened(gate)).toBe(false);
    expect(document.documentElement.getAttribute(APP_FIRST_ATTRIBUTE)).toBe('waiting');
    draw();
    let open = false;
    void gate.then(() => (open = true));
    await vi.advanceTimersByTimeAsync(1);
    // Not before the next frame.
    expect(open).toBe(false);
    expect(await opened(gate)).toBe(true);
    // What the directives waiting for it watch (src/client/directives/).
    expect(document.documentElement.getAttribute(APP_FIRST_ATTRIBUTE)).toBe('open');
  });

  it('waits no longer than the cap for an app that never says so', async () => {
    (window as Win)[EARLY_MOUNTS_KEY] = { hotels: earlyMount().mount };
    const gate = appFirst();
    await vi.advanceTimersByTimeAsync(APP_FIRST_CAP_MS - 30);
    expect(await opened(gate)).toBe(false);
    expect(await opened(gate)).toBe(true);
  });

  it.each(['pointerdown', 'keydown'])('opens on the visitor\'s first input (%s): the header must answer at once', async (type) => {
    (window as Win)[EARLY_MOUNTS_KEY] = { hotels: earlyMount().mount };
    const gate = appFirst();
    expect(await opened(gate)).toBe(false);
    window.dispatchEvent(new Event(type));
    expect(await opened(gate)).toBe(true);
  });

  it('is one gate for every caller: the boot and each island', async () => {
    const { mount, draw } = earlyMount();
    (window as Win)[EARLY_MOUNTS_KEY] = { hotels: mount };
    const boot = appFirst();
    const island = appFirst();
    draw();
    expect(await opened(boot)).toBe(true);
    expect(await opened(island)).toBe(true);
  });

  it('opens on a largest paint inside the app\'s host, for an app that does not call context.ready', async () => {
    const { mount } = earlyMount();
    document.body.append(mount.host);
    const inside = document.createElement('h1');
    mount.host.append(inside);
    (window as Win)[EARLY_MOUNTS_KEY] = { hotels: mount };
    let report: (entries: { element: Element | null }[]) => void = () => {};
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    try {
      const gate = appFirst();
      expect(await opened(gate)).toBe(false);
      // The header's logo: not the app.
      report([{ element: document.createElement('img') }]);
      expect(await opened(gate)).toBe(false);
      report([{ element: inside }]);
      expect(await opened(gate)).toBe(true);
    } finally {
      vi.unstubAllGlobals();
      mount.host.remove();
    }
  });
});
