import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAstroSeam, installedAstro, RENDER_HOOKS, SEAM_MARKERS, seamProblem } from './astro-seam.ts';
import { PageText } from './page-bytes.ts';

const root = resolve(import.meta.dirname, '../../..');
const astroDir = dirname(createRequire(join(root, 'package.json')).resolve('astro/package.json'));
const packageJson = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
const PINNED = packageJson.devDependencies['astro']!;

describe('the seam check: the fast render runs only on an Astro that carries the patch', () => {
  it('passes on the installed Astro, pinned exactly in package.json and the lockfile, with its one patch applied', async () => {
    expect(PINNED).toMatch(/^\d+\.\d+\.\d+$/);
    const lock = JSON.parse(await readFile(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; devDependencies?: Record<string, string> }> };
    expect(lock.packages['']!.devDependencies!['astro']).toBe(PINNED);
    expect(lock.packages['node_modules/astro']!.version).toBe(PINNED);
    const install = installedAstro(root);
    expect(install.version).toBe(PINNED);
    expect(install.patchFiles.filter((name) => name.startsWith('astro+'))).toEqual([`astro+${PINNED}.patch`]);
    expect(() => checkAstroSeam(root)).not.toThrow();
  });

  it('fails with one message naming the installed version and the patch to refresh when the versions differ', () => {
    const install = { ...installedAstro(root), version: '7.4.0' };
    expect(() => checkAstroSeam(root, install)).toThrow(
      `Astro 7.4.0 is installed but the patch is patches/astro+${PINNED}.patch: refresh patches/astro+${PINNED}.patch for Astro 7.4.0 (docs/decisions.md, "The fast render path on a patched Astro"), or render with Astro's own generation (STOREFRONT_RENDER=astro)`,
    );
    expect(seamProblem({ ...install, patchFiles: [] })).toMatch(/^Astro 7\.4\.0 is installed but there is no patch in patches\/: refresh patches\/astro\+7\.4\.0\.patch for Astro 7\.4\.0/);
  });

  it('fails with one message when the patched functions’ markers are missing (the patch not applied)', () => {
    const install = installedAstro(root);
    for (const [file, marker] of SEAM_MARKERS) {
      const unpatched = { ...install, read: (path: string) => (path === file ? install.read(path)!.replace(marker, 'astro') : install.read(path)) };
      const message = seamProblem(unpatched)!;
      expect(message).toBe(
        `Astro ${PINNED} is installed without patches/astro+${PINNED}.patch applied (no "${marker}" in astro/${file}): run \`npm install\` (its postinstall applies the patch), or refresh patches/astro+${PINNED}.patch for Astro ${PINNED} (docs/decisions.md, "The fast render path on a patched Astro"), or render with Astro's own generation (STOREFRONT_RENDER=astro)`,
      );
    }
    expect(seamProblem({ ...install, read: () => undefined })).toContain('no "storefront render seam: island" in astro/dist/runtime/server/render/component.js, "storefront render seam: props"');
  });
});

/*
 * The patched functions do as Astro does when no hooks are installed (Astro's own generation,
 * the dev server): a page with islands renders to the same bytes on the installed (patched) Astro
 * as on a copy of it with the patch taken back out (`git apply -R`). With the hooks installed,
 * each function hands its work to them.
 */
interface Container {
  renderToString(component: unknown, options: { partial: boolean }): Promise<string>;
  addClientRenderer(options: { name: string; entrypoint: string }): void;
}
interface AstroModules {
  create(): Promise<Container>;
  page(): unknown;
}

/** A page with two hydrated islands (their props serialised), text beyond Latin-1, through Astro's container API. */
async function astroModules(dir: string): Promise<AstroModules> {
  const { experimental_AstroContainer } = (await import(pathToFileURL(join(dir, 'dist/container/index.js')).href)) as {
    experimental_AstroContainer: { create(options: { renderers: unknown[] }): Promise<Container> };
  };
  const server = (await import(pathToFileURL(join(dir, 'dist/runtime/server/index.js')).href)) as {
    createComponent(factory: (result: unknown) => unknown): unknown;
    render(strings: TemplateStringsArray, ...values: unknown[]): unknown;
    renderComponent(result: unknown, name: string, Component: unknown, props: Record<string, unknown>): unknown;
    Renderer: symbol;
  };
  const Island = function Island() {};
  Object.assign(Island, { [server.Renderer]: 'seam-test' });
  const renderer = {
    name: 'seam-test',
    ssr: { check: async () => true, renderToStaticMarkup: async (_: unknown, props: Record<string, unknown>) => ({ html: `<b>${String(props['label'])} ${String(props['count'])}</b>` }) },
  };
  const island = (label: string, count: number) => ({
    label,
    count,
    list: [1, 'two', { three: 3 }],
    'client:load': true,
    'client:component-path': '/src/islands/Island.tsx',
    'client:component-export': 'default',
    'client:component-hydration': true,
  });
  return {
    async create() {
      const container = await experimental_AstroContainer.create({ renderers: [renderer] });
      container.addClientRenderer({ name: 'seam-test', entrypoint: '/client.js' });
      return container;
    },
    page: () =>
      server.createComponent(
        (result) =>
          server.render`<html lang="en"><head><title>Ångström – ✓</title></head><body>${server.renderComponent(result, 'Island', Island, island('first – €', 1))}${server.renderComponent(result, 'Island', Island, island('second 😀', 2))}<p>€ 😀 ✓</p></body></html>`,
      ),
  };
}

const hooksKey = Symbol.for(RENDER_HOOKS);
const globals = globalThis as Record<symbol, unknown>;

describe('Astro’s patched page render', () => {
  let pristineRoot: string;
  let pristine: AstroModules;
  let patched: AstroModules;

  beforeAll(async () => {
    // A copy of the installed Astro beside links to its packages, with the patch taken back out.
    pristineRoot = await mkdtemp(join(tmpdir(), 'astro-pristine-'));
    const modules = join(pristineRoot, 'node_modules');
    await mkdir(modules);
    const projectModules = dirname(astroDir);
    for (const name of await readdir(projectModules)) {
      if (name !== 'astro' && !name.startsWith('.')) await symlink(join(projectModules, name), join(modules, name));
    }
    await cp(astroDir, join(modules, 'astro'), { recursive: true });
    execFileSync('git', ['apply', '-R', join(root, 'patches', `astro+${PINNED}.patch`)], { cwd: pristineRoot });
    pristine = await astroModules(join(modules, 'astro'));
    patched = await astroModules(astroDir);
  });

  afterAll(async () => {
    delete globals[hooksKey];
    await rm(pristineRoot, { recursive: true, force: true });
  });

  it('renders a page as the unpatched Astro does when no hooks are installed', async () => {
    delete globals[hooksKey];
    const unpatched = await (await pristine.create()).renderToString(pristine.page(), { partial: false });
    const page = await (await patched.create()).renderToString(patched.page(), { partial: false });
    expect(unpatched).toContain('<b>second 😀 2</b>');
    for (const [file, marker] of SEAM_MARKERS) expect(await readFile(join(pristineRoot, 'node_modules/astro', file), 'utf8')).not.toContain(marker);
    expect(page).toBe(unpatched);
  });

  it('hands islands, island props and the page’s pieces to the hooks when they are installed, for the same page', async () => {
    delete globals[hooksKey];
    const expected = await (await patched.create()).renderToString(patched.page(), { partial: false });
    const seen = { islands: [] as string[], pages: 0 };
    globals[hooksKey] = {
      island(call: { result: object; displayName: string; Component: unknown; props: Record<string, unknown>; slots: Record<string, unknown> }, render: (...args: unknown[]) => Promise<unknown>) {
        seen.islands.push(String(call.props['label']));
        return render(call.result, call.displayName, call.Component, call.props, call.slots);
      },
      pageText() {
        seen.pages += 1;
        return new PageText();
      },
    };
    try {
      const container = await patched.create();
      const page = await container.renderToString(patched.page(), { partial: false });
      expect(page).toBe(expected);
      expect(seen).toEqual({ islands: ['first – €', 'second 😀'], pages: 1 });
    } finally {
      delete globals[hooksKey];
    }
  });

  it('serialises an island’s props once for its two uses only when the hooks are installed', async () => {
    const { serializeProps } = (await import(pathToFileURL(join(astroDir, 'dist/runtime/server/serialize.js')).href)) as { serializeProps(props: object): string };
    const props = { count: 1 };
    delete globals[hooksKey];
    expect(serializeProps(props)).toBe('{"count":[0,1]}');
    props.count = 2;
    // Astro's own: every call serialises.
    expect(serializeProps(props)).toBe('{"count":[0,2]}');
    globals[hooksKey] = {};
    try {
      expect(serializeProps(props)).toBe('{"count":[0,2]}');
      props.count = 3;
      // Astro never changes an island's props object between the two calls: the second is answered from the first.
      expect(serializeProps(props)).toBe('{"count":[0,2]}');
    } finally {
      delete globals[hooksKey];
    }
  });
});
