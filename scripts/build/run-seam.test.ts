import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runBuild } from './run.ts';

/*
 * A fast build on an Astro without the render seam stops before any work, with the seam check's
 * one message (render/astro-seam.ts).
 */

let root: string;

async function projectWithAstro(version: string): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'seam-run-'));
  await mkdir(join(root, 'node_modules/astro'), { recursive: true });
  await writeFile(join(root, 'package.json'), '{"name":"seam-run","private":true}');
  await writeFile(join(root, 'node_modules/astro/package.json'), JSON.stringify({ name: 'astro', version }));
  await mkdir(join(root, 'patches'));
  await writeFile(join(root, 'patches/astro+7.3.5.patch'), '');
  await mkdir(join(root, 'tenants'));
  await writeFile(join(root, 'tenants/sunny.json'), JSON.stringify({ origin: 'http://sunny.localhost:4321', environment: 'prod', remotesUrl: 'https://remotes.example.com' }));
  return root;
}

const options = (project: string) => ({
  root: project,
  tenantsDir: join(project, 'tenants'),
  outDir: join(project, 'dist'),
  workDir: join(project, 'work'),
  only: [],
  embeddedApiUrl: 'http://127.0.0.1:9',
  force: true,
  log: () => undefined,
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a fast build on an Astro without the render seam', () => {
  it('fails with the one message naming the installed version and the patch to refresh', async () => {
    const project = await projectWithAstro('7.4.0');
    await expect(runBuild(options(project))).rejects.toThrow(/^Astro 7\.4\.0 is installed but the patch is patches\/astro\+7\.3\.5\.patch: refresh patches\/astro\+7\.3\.5\.patch for Astro 7\.4\.0/);
  });
});
