export type TenantStatus = 'built' | 'unchanged' | 'not-found' | 'inactive' | 'failed';

export interface TenantReport {
  id: string;
  status: TenantStatus;
  pages: number;
  /** This tenant's own work: fetching, validating, publishing. */
  ms: number;
  error?: string;
  warnings: string[];
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

/** The summary printed at the end of a build: one row a tenant, then totals. */
export function summaryTable(reports: TenantReport[], renderMs: number, totalMs: number): string {
  const width = Math.max(6, ...reports.map((r) => r.id.length));
  const rows = reports.map(
    (r) => `  ${pad(r.id, width)}  ${pad(String(r.pages), 5)}  ${pad(`${(r.ms / 1000).toFixed(2)}s`, 7)}  ${r.status}`,
  );
  const pages = reports.reduce((sum, r) => sum + (r.status === 'unchanged' ? 0 : r.pages), 0);
  const failed = reports.filter((r) => r.status === 'failed').length;
  return [
    `  ${pad('tenant', width)}  ${pad('pages', 5)}  ${pad('time', 7)}  status`,
    ...rows,
    '',
    `  ${pages} pages rendered in ${(renderMs / 1000).toFixed(2)}s (shared Astro render), ${(totalMs / 1000).toFixed(2)}s in all; ` +
      `${reports.length - failed} of ${reports.length} tenants ok${failed ? `, ${failed} failed` : ''}.`,
  ].join('\n');
}
