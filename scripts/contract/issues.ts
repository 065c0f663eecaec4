import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
// zod/mini carries no messages of its own: the checker's failures read in English.
import '../../src/tenant/issue-messages.ts';

/** How many field problems one answer reports before "… and N more": the first ones locate the fault. */
const MAX_ISSUES = 5;

/** `field.path` as the error envelope names fields (SPEC §7, src/contract/error-envelope.ts). */
export const issuePath = (issue: Pick<$ZodIssue, 'path'>) => (issue.path.length ? issue.path.map(String).join('.') : '(root)');

/** One issue as `data.primaryColor: expected string, received number` (zod's "Invalid input: " dropped). */
export function describeIssue(issue: $ZodIssue): string {
  const missing = issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined;
  const message = missing ? `missing (expected ${issue.expected})` : issue.message.replace(/^Invalid input: /, '');
  return `${issuePath(issue)}: ${message}`;
}

/** The problems of `value` against `schema`, each naming its field; empty when it fits. */
export function schemaProblems(schema: $ZodType, value: unknown): string[] {
  const result = safeParse(schema, value, { reportInput: true });
  if (result.success) return [];
  const lines = result.error.issues.slice(0, MAX_ISSUES).map(describeIssue);
  const more = result.error.issues.length - MAX_ISSUES;
  return more > 0 ? [...lines, `… and ${more} more`] : lines;
}

/** The field paths `schema` faults in `value` (e.g. the required fields of a body sent as `{}`). */
export function faultedPaths(schema: $ZodType, value: unknown): string[] {
  const result = safeParse(schema, value);
  return result.success ? [] : [...new Set(result.error.issues.map(issuePath))];
}
