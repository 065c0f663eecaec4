import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';

/*
 * Which machine a benchmark figure came from. The same build runs 2.5–3 times faster on one
 * machine of this kind than on another (docs/benchmarks.md, Build), so the build bench prints the
 * machine beside its figures, and the time the host took from it during each build.
 */

export interface MachineInfo {
  cores: number;
  model: string;
  memoryBytes: number;
  node: string;
}

export function thisMachine(): MachineInfo {
  return { cores: availableParallelism(), model: cpus()[0]?.model.trim() ?? 'unknown CPU', memoryBytes: totalmem(), node: process.version };
}

/** One line: "2 × Intel(R) Xeon(R) Processor, 24 GB, Node v24.21.0". */
export function describeMachine({ cores, model, memoryBytes, node }: MachineInfo): string {
  return `${cores} × ${model}, ${Math.round(memoryBytes / 2 ** 30)} GB, Node ${node}`;
}

/** Linux's /proc/stat counts in USER_HZ: 100 on x86 and Arm, whatever the kernel's own tick. */
const USER_HZ = 100;

/**
 * The time the hypervisor gave the machine's cores to others, in seconds summed over the cores:
 * the `steal` column of /proc/stat's `cpu` line.
 */
export function stolenSeconds(procStat: string): number | undefined {
  const line = procStat.split('\n').find((row) => row.startsWith('cpu '));
  // cpu user nice system idle iowait irq softirq steal …
  const steal = line?.trim().split(/\s+/)[8];
  return steal === undefined || !/^\d+$/.test(steal) ? undefined : Number(steal) / USER_HZ;
}

/** Reads the stolen time so far; undefined where there is no /proc/stat (not Linux). */
export function stolenSoFar(read = () => readFileSync('/proc/stat', 'utf8')): number | undefined {
  try {
    return stolenSeconds(read());
  } catch {
    return undefined;
  }
}

/** The stolen time between two readings of stolenSoFar, when both could be read. */
export function stolenBetween(before: number | undefined, after: number | undefined): number | undefined {
  return before === undefined || after === undefined ? undefined : after - before;
}

/** The bench table's words for the host's take (nothing where it could not be read). */
export function hostTookText(stolen: number | undefined): string {
  return stolen === undefined ? '' : `; the host took ${stolen.toFixed(2)} s of the cores' time`;
}
