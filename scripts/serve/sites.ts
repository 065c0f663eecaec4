import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { TENANT_ID } from '../../src/tenant/registry.ts';
import { escapeHtml } from './responses.ts';


/** The tenant sites present in `distDir` right now, sorted; read afresh so rebuilds show up. */
export async function listSites(distDir: string): Promise<string[]> {
  const entries: Dirent[] = await readdir(distDir, { withFileTypes: true }).catch(() => []);
  const ids: string[] = [];
  for (const entry of entries) {
    // Only tenant ids: this also leaves out the build's scratch directories around an atomic swap.
    if (!TENANT_ID.test(entry.name)) continue;
    const isDirectory =
      entry.isDirectory() ||
      (entry.isSymbolicLink() && (await stat(join(distDir, entry.name)).catch(() => undefined))?.isDirectory());
    if (isDirectory) ids.push(entry.name);
  }
  return ids.sort();
}

/**
 * The site label a Host header asks for: `acme` for `acme.localhost:4321`. Undefined for a bare
 * host (`localhost`, `127.0.0.1`, `[::1]`), which is answered with the list of sites.
 */
export function siteLabel(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const lower = host.toLowerCase();
  const name = (lower.startsWith('[') ? lower.slice(1, lower.indexOf(']')) : lower.replace(/:\d*$/, '')).replace(
    /\.$/,
    '',
  );
  if (name === '' || name === 'localhost' || isIP(name) !== 0) return undefined;
  return name.endsWith('.localhost') ? name.slice(0, -'.localhost'.length) : name;
}

/** Picks the site a label names; hosts are case-insensitive, directory names may not be. */
export function findSite(sites: readonly string[], label: string): string | undefined {
  return sites.find((id) => id.toLowerCase() === label);
}

/** A small page linking every site, shown on the bare host and for unknown ones. */
export function renderSiteList(sites: readonly string[], siteUrl: (id: string) => string, unknown?: string): string {
  const items = sites.map((id) => `<li><a href="${escapeHtml(siteUrl(id))}">${escapeHtml(id)}</a></li>`).join('\n');
  const lead = unknown === undefined ? '' : `<p>No site named <code>${escapeHtml(unknown)}</code>.</p>\n`;
  const body = sites.length > 0 ? `<ul>\n${items}\n</ul>` : '<p>No sites built yet. Run <code>npm run build</code>.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sites</title></head>
<body>
<h1>Sites</h1>
${lead}${body}
</body>
</html>
`;
}
