// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import type { PageAccess } from '../site/agent-access.ts';
import { EARLY_MOUNTS_KEY, EARLY_READY_ATTRIBUTE } from '../site/early-mount-names.ts';
import { resolveRemoteRoute } from '../site/remote-apps.ts';
import RemoteApp, { type RemoteAppProps } from './RemoteApp.tsx';

const remote = vi.hoisted(() => ({ importModule: vi.fn<(url: string) => Promise<unknown>>(), log: vi.fn() }));
vi.mock('../site/remote-apps.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../site/remote-apps.ts')>();
  return {
    ...original,
    importRemoteApp: (url: string, options: Parameters<typeof original.importRemoteApp>[1]) =>
      original.importRemoteApp(url, { ...options, importModule: remote.importModule }),
    logExternalScriptLoadError: remote.log,
  };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const props: RemoteAppProps = {
  remotesUrl: 'http://cdn.test/remotes',
  app: 'blog',
  context: { language: 'en', apiUrl: 'http://api.test', origin: 'http://sunny.localhost:4321', basePath: '/blog', defaultLanguage: 'en' },
  messages: { 'remote.loading': 'Loading…', 'remote.failed': 'Failed to load remote component.', 'remote.retry': 'Try again' },
};

const blogModule = {
  mount(element: HTMLElement) {
    element.innerHTML = '<h2>Five beaches worth the long flight</h2>';
    return () => element.replaceChildren();
  },
};

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  // The island reads the route from the address: the blog page's own.
  history.replaceState(null, '', '/blog');
  remote.importModule.mockReset();
  remote.log.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const flush = () => act(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('RemoteApp island (SPEC §4 Remote apps, §8)', () => {
  it('renders its loading state on the server, in the reserved box', () => {
    const html = renderToString(<RemoteApp {...props} />);
    expect(html).toContain('Loading…');
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('data-remote-app="blog"');
    expect(html).toMatch(/role="status"/);
  });

  it('refuses an invalid app name instead of building a script URL from it', () => {
    expect(() => renderToString(<RemoteApp {...props} app="../../evil" />)).toThrow(/remote app name "..\/..\/evil" is not valid/);
  });

  it('fetches the app while the page access is still pending, and mounts it only once the access is known (SPEC §6)', async () => {
    let release!: (module: unknown) => void;
    remote.importModule.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const access = await import('../stores/remote-page-access.ts');
    const pending = vi.spyOn(access, 'remotePageAccess').mockReturnValue(atom<PageAccess>('wait'));
    try {
      act(() => root.render(<RemoteApp {...props} />));
      await flush();
      expect(remote.importModule).toHaveBeenCalledExactlyOnceWith('http://cdn.test/remotes/blog.js');
      release(blogModule);
      await flush();
      expect(container.querySelector('h2')).toBeNull();
      expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    } finally {
      pending.mockRestore();
    }
  });

  it('mounts the remote app into its element', async () => {
    remote.importModule.mockResolvedValue(blogModule);
    act(() => root.render(<RemoteApp {...props} />));
    await flush();
    expect(remote.importModule).toHaveBeenCalledWith('http://cdn.test/remotes/blog.js');
    expect(container.querySelector('h2')?.textContent).toBe('Five beaches worth the long flight');
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.querySelector('section')?.getAttribute('aria-busy')).toBe('false');
  });

  it('shows the failure with Try again, logs type and URL, and a retry mounts the app', async () => {
    remote.importModule.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce(blogModule);
    act(() => root.render(<RemoteApp {...props} />));
    await flush();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Failed to load remote component.');
    expect(remote.log).toHaveBeenCalledWith(expect.objectContaining({ name: 'ExternalScriptLoadError', type: 'error', url: 'http://cdn.test/remotes/blog.js' }));

    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Try again');
    act(() => button.click());
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Loading…');
    expect(document.activeElement).toBe(container.querySelector('section'));
    await flush();
    expect(remote.importModule).toHaveBeenLastCalledWith('http://cdn.test/remotes/blog.js?attempt=1');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('h2')?.textContent).toBe('Five beaches worth the long flight');
  });

  it('fails for a module without mount', async () => {
    remote.importModule.mockResolvedValue({ default: {} });
    act(() => root.render(<RemoteApp {...props} />));
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Failed to load remote component.');
    expect(remote.log).toHaveBeenCalledWith(expect.objectContaining({ type: 'missing-mount' }));
  });

  it('unmounts the remote app when the island goes away', async () => {
    const unmount = vi.fn();
    remote.importModule.mockResolvedValue({ mount: () => unmount });
    act(() => root.render(<RemoteApp {...props} />));
    await flush();
    act(() => root.render(<></>));
    expect(unmount).toHaveBeenCalledOnce();
  });

  it('hydrates around an app the inline script already mounted, and takes it over without mounting it again (src/site/early-mount.ts)', async () => {
    const mount = vi.fn(blogModule.mount);
    remote.importModule.mockResolvedValue({ mount });
    container.innerHTML = renderToString(<RemoteApp {...props} />);
    const printed = container.querySelector<HTMLElement>('[data-remote-host]')!;
    const cleanup = vi.fn();
    printed.innerHTML = '<h2>Drawn before React</h2>';
    container.querySelector('section')!.setAttribute(EARLY_READY_ATTRIBUTE, 'ready');
    const route = resolveRemoteRoute(location, 'blog')!;
    (window as unknown as Record<string, unknown>)[EARLY_MOUNTS_KEY] = { blog: { host: printed, route, module: Promise.resolve({ mount }), mounted: Promise.resolve(cleanup) } };
    let hydrated!: Root;
    act(() => {
      hydrated = hydrateRoot(container, <RemoteApp {...props} />);
    });
    await flush();
    expect(container.querySelector('section')?.getAttribute('data-status')).toBe('ready');
    expect(container.querySelector('[data-remote-host]')).toBe(printed);
    expect(printed.innerHTML).toBe('<h2>Drawn before React</h2>');
    expect(mount).not.toHaveBeenCalled();
    act(() => hydrated.unmount());
    expect(cleanup).toHaveBeenCalledOnce();
    delete (window as unknown as Record<string, unknown>)[EARLY_MOUNTS_KEY];
  });
});
