import { describe, expect, it } from 'vitest';
import { describeMachine, hostTookText, stolenBetween, stolenSeconds, stolenSoFar, thisMachine } from './machine.ts';

describe('describeMachine', () => {
  it('names the cores, the CPU model, the memory and Node', () => {
    expect(describeMachine({ cores: 2, model: 'Intel(R) Xeon(R) Processor', memoryBytes: 24684084 * 1024, node: 'v24.21.0' })).toBe(
      '2 × Intel(R) Xeon(R) Processor, 24 GB, Node v24.21.0',
    );
  });

  it('reads this machine', () => {
    const machine = thisMachine();
    expect(machine.cores).toBeGreaterThan(0);
    expect(machine.model).not.toBe('');
    expect(machine.node).toBe(process.version);
  });
});

describe('stolenSeconds', () => {
  const stat = (steal: string) =>
    `cpu  2255 34 2290 22625563 6290 127 456 ${steal} 0 0\ncpu0 1132 34 1441 11311718 3052 63 190 0 0 0\nintr 114930548 113199788 3\n`;

  it('reads the steal column of the cpu line, in USER_HZ (100 a second)', () => {
    expect(stolenSeconds(stat('351'))).toBe(3.51);
    expect(stolenSeconds(stat('0'))).toBe(0);
  });

  it('gives nothing for a /proc/stat it cannot read', () => {
    expect(stolenSeconds('cpu  1 2 3\n')).toBeUndefined();
    expect(stolenSeconds('intr 1 2\n')).toBeUndefined();
    expect(stolenSoFar(() => {
      throw new Error('ENOENT');
    })).toBeUndefined();
  });
});

describe('the host\'s take in the bench table', () => {
  it('is the stolen time between two readings, in words; nothing where either could not be read', () => {
    expect(stolenBetween(3.5, 3.58)).toBeCloseTo(0.08);
    expect(stolenBetween(undefined, 3.58)).toBeUndefined();
    expect(stolenBetween(3.5, undefined)).toBeUndefined();
    expect(hostTookText(0.08)).toBe("; the host took 0.08 s of the cores' time");
    expect(hostTookText(undefined)).toBe('');
  });
});
