import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, PRESET_CPU_SLOWDOWN, TARGET_BENCHMARK_INDEX } from './lighthouse-run.ts';

describe('calibratedCpuSlowdown (the preset’s phone, emulated on this host)', () => {
  it('keeps the preset’s 4x on a host as fast as Lighthouse’s target or faster', () => {
    expect(calibratedCpuSlowdown(TARGET_BENCHMARK_INDEX)).toBe(PRESET_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(2858)).toBe(PRESET_CPU_SLOWDOWN);
  });

  it('scales the slowdown with a slower host, never under 1x', () => {
    expect(calibratedCpuSlowdown(1000)).toBe(2);
    expect(calibratedCpuSlowdown(1090)).toBe(2.18);
    expect(calibratedCpuSlowdown(300)).toBe(1);
  });

  it('keeps the preset when the host measured nothing', () => {
    expect(calibratedCpuSlowdown(0)).toBe(PRESET_CPU_SLOWDOWN);
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(PRESET_CPU_SLOWDOWN);
  });
});
