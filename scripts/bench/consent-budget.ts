/**
 * The consent banner's JavaScript (src/client/consent-start.ts: the banner, its store
 * src/stores/consent.ts and the analytics loader), gzip bytes, as the site's build would ship it: bundled and minified,
 * with nanostores left out because every page's stores load it already. Budget:
 * BUDGETS.consentBannerJsGzip (src/config/budgets.ts), checked by tests/e2e/budgets.spec.ts.
 */
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { gzipSize } from './js-budget.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const CONSENT_BANNER_ENTRY = resolve(ROOT, 'src/client/consent-start.ts');

export async function consentBannerJsGzip(): Promise<number> {
  const result = await build({
    entryPoints: [CONSENT_BANNER_ENTRY],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    external: ['nanostores'],
    write: false,
    logLevel: 'silent',
  });
  return gzipSize(Buffer.concat(result.outputFiles.map((file) => Buffer.from(file.contents))));
}
