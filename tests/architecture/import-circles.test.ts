import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/*
 * No module of the product imports itself back through others: each circle makes the order of
 * start-up code matter and the folders' layers meaningless. Type-only imports count too (a type
 * shared by two files belongs in a third). Tests are left out.
 */

const root = new URL('../../', import.meta.url).pathname;

describe('import circles', () => {
  it('src/, scripts/ and reference/ have none', { timeout: 300_000 }, async () => {
    const result = await cruise(['src', 'scripts', 'reference'], {
      baseDir: root,
      validate: true,
      ruleSet: {
        forbidden: [{ name: 'no-circular', comment: 'An import circle.', severity: 'error', from: {}, to: { circular: true } }],
      },
      exclude: { path: '\\.test\\.[cm]?[jt]sx?$|\\.d\\.ts$|(^|/)fixtures/' },
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.jsx', '.json'] },
    });
    const output = result.output as ICruiseResult;
    const circles = output.summary.violations.map((violation) => [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].join(' → '));
    expect(circles).toEqual([]);
  });
});
