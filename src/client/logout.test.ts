import { describe, expect, it } from 'vitest';
import { safeTarget } from './logout.ts';

describe('logout redirect target (SPEC §2.2; redirects stay safe)', () => {
  it.each([
    [undefined, '/'],
    ['https://www.sunny-holidays.example/', 'https://www.sunny-holidays.example/'],
    ['/ar/', '/ar/'],
    ['//evil.test/', '/'],
    ['/\\evil.test', '/'],
    ['javascript:alert(1)', '/'],
    ['data:text/html,x', '/'],
  ])('%s goes to %s', (target, expected) => {
    expect(safeTarget(target)).toBe(expected);
  });
});
