import type { IncomingHttpHeaders } from 'node:http';
import { parseAllRedirects } from 'netlify-redirect-parser';
import { z } from 'zod';
import { conditionsMatch } from './redirect-conditions.ts';
import { createStatCache } from './stat-cache.ts';

/** One `_redirects` rule, compiled for matching against decoded request paths. */
export interface RedirectRule {
  /** The `from` as written, for messages. */
  from: string;
  pattern: RegExp;
  /** Capture names in pattern order: placeholders by name, the splat as `splat`. */
  names: string[];
  /** Query parameters the request must carry; a `:name` value captures, a literal must equal. */
  query: [name: string, value: string | undefined][];
  to: string;
  status: number;
  force: boolean;
  conditions: [name: string, values: string[]][];
  /** Domain-level rules (`https://old.example.com/*`) name a production host, so never match here. */
  host?: string;
}

/** What a request needs to be matched: decoded path, raw query and the headers conditions read. */
export interface RedirectRequest {
  pathname: string;
  search: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface RedirectMatch {
  rule: RedirectRule;
  status: number;
  /** `to` with captures substituted and, when `to` has no query, the request's query appended. */
  target: string;
}

// The parser types its output as unknown[]; this is the normalised shape it documents.
const parsedRedirect = z.object({
  from: z.string(),
  path: z.string(),
  host: z.string().optional(),
  query: z.record(z.string(), z.string().optional()),
  to: z.string(),
  status: z.number().int().optional(),
  force: z.boolean(),
  conditions: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

/** Reads and compiles a `_redirects` file; unparsable lines are reported and skipped, as Netlify does. */
export async function readRedirectsFile(file: string): Promise<RedirectRule[]> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  });
  for (const error of errors) console.warn(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  const rules: RedirectRule[] = [];
  redirects.forEach((raw, index) => {
    const parsed = parsedRedirect.safeParse(raw);
    if (parsed.success) rules.push(compileRule(parsed.data));
    else console.warn(`${file}: rule ${index + 1} skipped:\n${z.prettifyError(parsed.error)}`);
  });
  return rules;
}

/** `_redirects` rules of a file, re-read only when the file changes. */
export const loadRedirects = createStatCache(readRedirectsFile, []);

function compileRule(rule: z.infer<typeof parsedRedirect>): RedirectRule {
  const { pattern, names } = compilePath(rule.path);
  return {
    from: rule.from,
    pattern,
    names,
    query: Object.entries(rule.query),
    to: rule.to,
    // Netlify's default when a rule names no status.
    status: rule.status ?? 301,
    force: rule.force,
    conditions: Object.entries(rule.conditions).map(([name, value]) => [
      name.toLowerCase(),
      (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean),
    ]),
    ...(rule.host === undefined ? {} : { host: rule.host }),
  };
}

/**
 * `/news/:year/*` → `^/news/([^/]+)(?:/(.*))?/?$`. A trailing `/*` also matches the bare prefix
 * (`/news`), and every rule matches with or without a trailing slash, as on Netlify's CDN.
 * Matching ignores case, as Netlify's does.
 */
function compilePath(path: string): { pattern: RegExp; names: string[] } {
  const segments = path.split('/').filter((segment) => segment !== '');
  const names: string[] = [];
  let source = '';
  segments.forEach((segment, index) => {
    if (segment === '*' && index === segments.length - 1) {
      names.push('splat');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':') && segment.length > 1) {
      names.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${escapeRegExp(safeDecode(segment))}`;
    }
  });
  return { pattern: new RegExp(`^${source}/?$`, 'iu'), names };
}

/**
 * The first rule that applies, in file order. A rule that is not forced is shadowed when a static
 * file answers the path; a later forced rule can still match.
 */
export function findRedirect(
  rules: readonly RedirectRule[],
  request: RedirectRequest,
  fileExists: boolean,
): RedirectMatch | undefined {
  for (const rule of rules) {
    if (rule.host !== undefined || (fileExists && !rule.force)) continue;
    const captures = matchRule(rule, request);
    if (captures) return { rule, status: rule.status, target: buildTarget(rule.to, captures, request.search) };
  }
  return undefined;
}

function matchRule(rule: RedirectRule, request: RedirectRequest): Map<string, string> | undefined {
  const match = rule.pattern.exec(request.pathname);
  if (!match) return undefined;
  const captures = new Map(rule.names.map((name, index) => [name, match[index + 1] ?? '']));
  for (const [name, expected] of rule.query) {
    const actual = request.query.get(name);
    if (actual === null) return undefined;
    if (expected?.startsWith(':')) captures.set(expected.slice(1), actual);
    else if (expected && expected !== actual) return undefined;
  }
  return conditionsMatch(rule.conditions, request.headers) ? captures : undefined;
}

function buildTarget(to: string, captures: Map<string, string>, search: string): string {
  const target = to.replace(/:([A-Za-z_]\w*)/g, (token, name: string) => {
    const value = captures.get(name);
    return value === undefined ? token : encodePath(value);
  });
  // Netlify passes the query string through unless the rule writes its own.
  return target.includes('?') ? target : target + search;
}

/** Captures come from the decoded path; re-encode them so a Location stays a valid URL. */
function encodePath(value: string): string {
  return value.split('/').map(encodeURIComponent).join('/');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
