/** A Content-Security-Policy as directive name → sources, in the order the directives are written. */
export type Csp = Map<string, string[]>;

/**
 * Adds sources to a directive, each once: an origin named twice says nothing more and hides
 * which rule asked for it. Empty sources are skipped.
 */
export function allow(csp: Csp, directive: string, ...sources: Array<string | undefined>): void {
  const list = csp.get(directive) ?? [];
  for (const source of sources) if (source && !list.includes(source)) list.push(source);
  csp.set(directive, list);
}

export const formatCsp = (csp: Csp): string =>
  [...csp].map(([directive, sources]) => [directive, ...sources].join(' ')).join('; ');

/** Reads a policy back, for the tests: directive → its sources, as written. */
export function parseCsp(text: string): Csp {
  const csp: Csp = new Map();
  for (const part of text.split(';')) {
    const [directive, ...sources] = part.trim().split(/\s+/);
    if (directive) csp.set(directive.toLowerCase(), sources);
  }
  return csp;
}
