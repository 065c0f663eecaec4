import { parseArgs } from 'node:util';
import { DEMO_AGENCIES } from '../demo/agencies/index.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../demo/users.ts';
import { rebuildWebhookFrom } from './rebuild-notifier.ts';
import { startReferenceApi } from './server.ts';

/**
 * `npm run api [-- --rebuild-webhook URL]`: the reference API on API_PORT (default 4500) until
 * Ctrl-C. With a webhook URL (or REBUILD_WEBHOOK_URL) and REBUILD_SECRET, every saved site change
 * is posted to `npm run watch`'s webhook at that URL (the secret only from the environment, never
 * a flag: a command line is visible to every user of the machine).
 */
const { values } = parseArgs({ options: { 'rebuild-webhook': { type: 'string', default: process.env.REBUILD_WEBHOOK_URL ?? '' } } });
let rebuildWebhook;
try {
  rebuildWebhook = rebuildWebhookFrom(values['rebuild-webhook'], process.env.REBUILD_SECRET);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const api = await startReferenceApi({ quiet: process.env.API_QUIET === '1', rebuildWebhook }).catch((error: NodeJS.ErrnoException) => {
  const hint = error.code === 'EADDRINUSE' ? ' (port in use: stop the other process or set API_PORT)' : '';
  console.error(`Cannot start the reference API: ${error.message}${hint}`);
  process.exit(1);
});

console.log(`Reference API listening on ${api.url}`);
console.log(`Agencies (send Origin: http://<agency>.localhost:4321): ${DEMO_AGENCIES.map((r) => r.subdomain).join(', ')}`);
console.log(`Demo log-ins (password ${DEMO_PASSWORD}):`);
for (const login of DEMO_LOGINS) console.log(`  ${login.agency.padEnd(7)} ${login.email.padEnd(24)} ${login.role}`);
console.log('Sign-up, password reset and e-mail verification work too; their links are printed here.');
console.log(rebuildWebhook ? `Saved site changes are posted to ${rebuildWebhook.url}/rebuild/<agency>` : 'Rebuild webhook: off (set REBUILD_WEBHOOK_URL and REBUILD_SECRET to tell npm run watch of saved changes)');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the reference API`);
  await api.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
