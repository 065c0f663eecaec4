import { randomBytes } from 'node:crypto';

/**
 * How `npm start` ties the reference API to the watcher it runs ("a change is live in seconds"):
 * the API posts its rebuild webhook to where the watcher listens, signed with the secret the
 * watcher checks. REBUILD_SECRET and WATCH_PORT are taken when set; otherwise a fresh secret for
 * this run and port 4600.
 */
export function liveWiring(env: NodeJS.ProcessEnv = process.env, fresh = () => randomBytes(24).toString('hex')) {
  const port = Number(env.WATCH_PORT || 4600);
  if (!(Number.isInteger(port) && port > 0 && port <= 65_535)) throw new Error(`WATCH_PORT must be 1–65535, got "${env.WATCH_PORT}"`);
  const secret = env.REBUILD_SECRET || fresh();
  return {
    /** For startReferenceApi's `rebuildWebhook`. */
    rebuildWebhook: { url: `http://127.0.0.1:${port}`, secret },
    /** For `scripts/watch.ts`. */
    watchArgs: ['--host', '127.0.0.1', '--port', String(port)],
    watchEnv: { REBUILD_SECRET: secret },
  };
}
