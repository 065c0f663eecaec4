import { safeParse, type $ZodError, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';

/*
 * The core types and parse function accept both `zod` (build-time schemas) and `zod/mini`
 * (schemas the browser islands reach, where classic zod would cost ~90 KB gzip).
 */

/**
 * Turns zod issues into lines a person can act on: `where: field.path: message`.
 * Every config and API answer the build reads goes through this, so an error always
 * names the tenant (or file) and the field.
 */
export function describeIssues(where: string, error: $ZodError): string {
  const lines = error.issues.map((issue) => {
    const path = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    return `  ${path}: ${issue.message}`;
  });
  return `${where}:\n${lines.join('\n')}`;
}

export class InvalidDataError extends Error {
  readonly issues: readonly $ZodIssue[];
  constructor(where: string, error: $ZodError) {
    super(describeIssues(where, error));
    this.name = 'InvalidDataError';
    this.issues = error.issues;
  }
}

/** Parses or throws an error that names `where` and every failing field. */
export function parseOrThrow<T extends $ZodType>(schema: T, value: unknown, where: string): output<T> {
  const result = safeParse(schema, value);
  if (!result.success) throw new InvalidDataError(where, result.error);
  return result.data;
}
