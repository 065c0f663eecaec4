import { glob } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import { browserCruiseOptions } from './browser-import-rules.ts';

/**
 * The files the browser starts from: every island, every store and every
 * src/client/ module (boot, logout, client directives …). Tests and declarations are not code
 * the browser loads. Paths are relative to `root`, sorted.
 */
export async function browserEntries(root: string): Promise<string[]> {
  const patterns = ['src/islands/*.tsx', 'src/stores/*.ts', 'src/client/**/*.ts'];
  const files: string[] = [];
  for await (const file of glob(patterns, { cwd: root })) {
    if (!/\.test\.|\.d\.ts$/.test(file)) files.push(file.split('\\').join('/'));
  }
  return files.sort();
}

export interface ImportViolation {
  rule: string;
  /** entry → … → offender */
  chain: string[];
}

/** Walks the import graph from `entries` with dependency-cruiser and reports every forbidden chain. */
export async function browserImportViolations(root: string, entries: string[]): Promise<ImportViolation[]> {
  const result = await cruise(entries, browserCruiseOptions(entries, root));
  const output = result.output as ICruiseResult;
  const found = output.summary.violations.map((violation) => ({ rule: violation.rule.name, chain: chainOf(violation) }));
  return found.filter((violation) => !found.some((other) => other !== violation && continues(violation, other)));
}

function chainOf(violation: IViolation): string[] {
  const via = (violation.via ?? []).map((step) => step.name);
  const chain = [violation.from, ...via];
  if (chain.at(-1) !== violation.to) chain.push(violation.to);
  // dependency-cruiser names a built-in by its bare name; say which one it is.
  return chain.map((name) => (isBuiltin(name) && !name.startsWith('node:') ? `node:${name}` : name));
}

/** A chain that goes on past an offender the same rule already names (inside a forbidden package) says nothing new. */
const continues = (longer: ImportViolation, shorter: ImportViolation) =>
  longer.rule === shorter.rule &&
  longer.chain.length > shorter.chain.length &&
  shorter.chain.every((name, index) => longer.chain[index] === name);

/** One line per violation, e.g. `browser-not-to-node: src/stores/a.ts → src/site/b.ts → node:fs`. */
export const describeViolation = (violation: ImportViolation) => `${violation.rule}: ${violation.chain.join(' → ')}`;
