/**
 * `npm run watch [-- --interval SECONDS] [--port N] [--host ADDRESS] [--tenants DIR] [--out DIR]`
 * Keeps the published sites in step with their agency data: polls every
 * tenant at an interval and takes a signed webhook, POST /rebuild/<tenant>; rebuilds only the
 * tenants whose build fingerprint changed, one build at a time, and prints each decision.
 * REBUILD_SECRET is the webhook's shared secret (no secret, no webhook). WATCH_INTERVAL and
 * WATCH_PORT are the defaults of --interval and --port. AGENCY_API_URL and --demo as for
 * `npm run build`: a watcher that would rebuild a deployed tenant on the demo API refuses to start.
 */
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readRegistry } from '../src/build/registry-fs.ts';
import { decideApiSource } from './build/api-source.ts';
import { apiUrlFor, collectSite } from './build/collect.ts';
import { useReferenceApi } from './build/embedded-api.ts';
import { codeFingerprint, siteFingerprint } from './build/fingerprint.ts';
import { readBuildInfo } from './build/publish.ts';
import { buildHold } from './watch/build-hold.ts';
import { childBuilds } from './watch/child-build.ts';
import { Rebuilder } from './watch/rebuilder.ts';
import { createWebhookServer } from './watch/webhook.ts';

const USAGE = 'Usage: npm run watch [-- --interval SECONDS] [--port N] [--host ADDRESS] [--tenants DIR] [--out DIR] [--work DIR] [--demo]';
const root = resolve(import.meta.dirname, '..');
const stamp = () => new Date().toISOString().slice(11, 19);
const log = (line: string) => console.log(`[${stamp()}] ${line}`);

function options() {
  const { values } = parseArgs({
    options: {
      interval: { type: 'string', default: process.env.WATCH_INTERVAL ?? '60' },
      port: { type: 'string', default: process.env.WATCH_PORT ?? '4600' },
      host: { type: 'string', default: '127.0.0.1' },
      tenants: { type: 'string', default: resolve(root, 'tenants') },
      out: { type: 'string', default: resolve(root, 'dist') },
      work: { type: 'string', default: resolve(root, '.build') },
      demo: { type: 'boolean', default: false },
    },
  });
  const interval = Number(values.interval);
  const port = Number(values.port);
  if (!(interval > 0)) throw new Error(`--interval must be a positive number of seconds, got "${values.interval}"`);
  if (!(Number.isInteger(port) && port >= 0 && port <= 65_535)) throw new Error(`--port must be 0–65535, got "${values.port}"`);
  return { ...values, interval, port, tenants: resolve(values.tenants), out: resolve(values.out), work: resolve(values.work) };
}

async function main(): Promise<number> {
  let opts;
  try {
    opts = options();
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const registry = async () => (await readRegistry(opts.tenants)).filter((entry) => entry.config);
  // The rule of `npm run build` (build/api-source.ts), decided once before anything is fetched;
  // the child builds decide again with the same environment, so --demo travels as STOREFRONT_DEMO.
  const source = decideApiSource({ env: process.env, flags: { deploy: false, demo: opts.demo }, tenants: (await registry()).map((entry) => entry.config!) });
  if (source.kind === 'refuse') {
    console.error(source.message);
    return 1;
  }
  for (const line of source.lines) log(line);
  if (opts.demo) process.env.STOREFRONT_DEMO = '1';
  const apiOverride = source.kind === 'external' ? source.apiOverride : undefined;
  const embedded = source.kind === 'embedded' ? await useReferenceApi({ log }) : undefined;
  const embeddedUrl = embedded?.url ?? '';
  // Read afresh each poll round and for each webhook, so added and removed tenants are seen.
  let tenantsNow = registry();
  // The code part of the fingerprint is hashed once per poll round, not once per tenant.
  let code = codeFingerprint(root);

  const builds = childBuilds(['--tenants', opts.tenants, '--out', opts.out, '--work', opts.work], log, { version: () => codeFingerprint(root) });
  const hold = buildHold(process.env.STOREFRONT_WATCH_HOLD_DIR, log);
  const rebuilder = new Rebuilder({
    async current(id) {
      const entry = (await tenantsNow).find((candidate) => candidate.id === id);
      if (!entry?.config) throw new Error('no longer in the registry');
      const { site } = await collectSite(entry.config, apiUrlFor(entry.config, apiOverride, embeddedUrl));
      return siteFingerprint(await code, site);
    },
    published: async (id) => (await readBuildInfo(resolve(opts.out, id)))?.fingerprint,
    build: async (ids) => {
      const exitCode = await builds.run(ids);
      if (exitCode !== 0) log(`build exited with code ${exitCode}`);
      await hold?.(rebuilder.builds);
      code = codeFingerprint(root);
    },
    log,
  });

  let server: Server | undefined;
  const secret = process.env.REBUILD_SECRET ?? '';
  if (secret) {
    server = createWebhookServer({
      secret,
      isTenant: async (id) => {
        tenantsNow = registry();
        return (await tenantsNow).some((entry) => entry.id === id);
      },
      onRebuild: (id, reason, change) => void rebuilder.check(id, 'webhook', reason, change).then(() => rebuilder.flush()),
      status: (id) => rebuilder.status(id),
      log,
    });
    await new Promise<void>((listening, failed) => {
      server!.once('error', failed);
      server!.listen(opts.port, opts.host, listening);
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : opts.port;
    log(`webhook: POST http://${opts.host}:${port}/rebuild/<tenant> (X-Rebuild-Signature: sha256=<HMAC of the body>)`);
    log(`status: GET http://${opts.host}:${port}/status/<tenant> (X-Rebuild-Signature: sha256=<HMAC of the path>)`);
  } else {
    log('webhook: off (set REBUILD_SECRET to take POST /rebuild/<tenant>)');
  }

  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  const poll = async () => {
    code = codeFingerprint(root);
    tenantsNow = registry();
    const tenants = await tenantsNow.catch((error: Error) => {
      log(`cannot read the registry ${opts.tenants}: ${error.message}`);
      return [];
    });
    await Promise.all(tenants.map((entry) => rebuilder.check(entry.id, 'poll')));
    rebuilder.flush();
    if (!stopping) timer = setTimeout(() => void poll(), opts.interval * 1000);
  };
  log(`watching ${opts.tenants} every ${opts.interval}s, publishing to ${opts.out}`);
  await poll();

  await new Promise((stop) => {
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  stopping = true;
  clearTimeout(timer);
  log('stopping: the running build, if any, is stopped; published sites stay whole (atomic publish)');
  rebuilder.stop();
  server?.close();
  await builds.stop();
  await embedded?.close();
  return 0;
}

process.exitCode = await main();
