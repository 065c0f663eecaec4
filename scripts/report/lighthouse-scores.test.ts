import { describe, expect, it } from 'vitest';
import { scoresOf } from './lighthouse-scores.ts';

describe('scoresOf', () => {
  it("gives Lighthouse's four category scores as the 0–100 figures its report shows", () => {
    const categories = { performance: { score: 0.974 }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: 0.625 } };
    expect(scoresOf({ categories } as never)).toEqual({ performance: 97, accessibility: 100, bestPractices: 96, seo: 63 });
  });

  it('counts a category Lighthouse could not score as 0, never as a pass', () => {
    expect(scoresOf({ categories: { performance: { score: null } } } as never)).toEqual({ performance: 0, accessibility: 0, bestPractices: 0, seo: 0 });
  });
});
