/** Ports of the browser-test stack, apart from `npm start`'s so both can run at once. */
export const E2E = {
  apiPort: Number(process.env.E2E_API_PORT ?? 4510),
  sitePort: Number(process.env.E2E_SITE_PORT ?? 4331),
  get apiUrl() {
    return `http://localhost:${this.apiPort}`;
  },
  siteUrl(tenant: string) {
    return `http://${tenant}.localhost:${this.sitePort}`;
  },
};
