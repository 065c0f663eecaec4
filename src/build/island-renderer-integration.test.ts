import { init } from 'es-module-lexer';
import { beforeAll, describe, expect, it } from 'vitest';
import { ISLAND_MODULE, tagDefaultExport } from './island-renderer-integration.ts';

beforeAll(async () => {
  await init;
});

describe('island modules tagged for their renderer', () => {
  it('tags the default export, so Astro skips its throw-away check render', async () => {
    const code = tagDefaultExport('export default function ProfileMenu(props) { return null; }', '/p/src/islands/ProfileMenu.tsx');
    const ProfileMenu = (await import(`data:text/javascript,${encodeURIComponent(code)}`)).default as Record<symbol, unknown>;
    expect(ProfileMenu[Symbol.for('astro:renderer')]).toBe('@astrojs/react');
  });

  it('leaves a module without a default export as it is, and refuses one it cannot name', () => {
    expect(tagDefaultExport('export const X = 1;', 'x.tsx')).toBe('export const X = 1;');
    expect(() => tagDefaultExport('export default memo(X);', '/p/src/islands/Bad.tsx')).toThrow(/Bad\.tsx: an island module's default export must be a named function/);
  });

  it('applies to the island modules only', () => {
    expect(ISLAND_MODULE.test('/work/main/src/islands/deals/ProductDeals.tsx')).toBe(true);
    expect(ISLAND_MODULE.test('/work/main/src/components/Header.astro')).toBe(false);
    expect(ISLAND_MODULE.test('/work/main/src/stores/currency.ts')).toBe(false);
  });
});
