import type { z } from 'zod';

/**
 * Turns zod issues into lines a person can act on: `where: field.path: message`.
 * Every config and API answer the build reads goes through this, so an error always
 * names the tenant (or file) and the field.
 */
export function describeIssues(where: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const path = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    return `  ${path}: ${issue.message}`;
  });
  return `${where}:\n${lines.join('\n')}`;
}

export class InvalidDataError extends Error {
  readonly issues: readonly z.core.$ZodIssue[];
  constructor(where: string, error: z.ZodError) {
    super(describeIssues(where, error));
    this.name = 'InvalidDataError';
    this.issues = error.issues;
  }
}

/** Parses or throws an error that names `where` and every failing field. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidDataError(where, result.error);
  return result.data;
}
