import { resolve } from 'node:path';

/**
 * Ports and folders of the browser-test stack, apart from `npm start`'s so both can run at once.
 * Two stacks can run side by side when each has its own E2E_API_PORT, E2E_SITE_PORT and E2E_DIR.
 */
export const E2E = {
  apiPort: Number(process.env.E2E_API_PORT ?? 4510),
  sitePort: Number(process.env.E2E_SITE_PORT ?? 4331),
  dir: resolve(import.meta.dirname, '../..', process.env.E2E_DIR ?? '.build/e2e'),
  get apiUrl() {
    return `http://localhost:${this.apiPort}`;
  },
  siteUrl(tenant: string) {
    return `http://${tenant}.localhost:${this.sitePort}`;
  },
};
