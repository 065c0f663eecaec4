import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Words that tell how the work went rather than why the code is as it is: a tracker number, or a
 * numbered or ordinal working round. A comment gives the present-tense reason and its SPEC
 * section; the story belongs in the git log. "session" and "pass" alone are product and plain
 * English words (the visitor session id, session storage, a test that passes), so only these
 * phrasings count.
 */
export const HISTORY_PATTERNS: readonly RegExp[] = [
  /\b[Ii]ssues? #?\d+/,
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|this|earlier|next|later) (session|pass)\b/i,
  /\b(session|pass) \d+\b/i,
];

/** Where the check reads, relative to the project root: folders walked whole, and single files. */
export const HISTORY_CHECKED = {
  folders: ['src', 'scripts', 'tests', 'locales', 'docs', '.ci'],
  files: [
    'README.md',
    'astro.config.mjs',
    'vitest.config.ts',
    'playwright.config.ts',
    'playwright.shots.config.ts',
    'netlify.toml',
    'package.json',
    'tsconfig.json',
  ],
} as const;

/** Folders never read: installed packages and build output. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.build', 'dist']);
/** Files that are not text. */
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|gz|br|zip|tgz|pdf)$/i;

export interface HistoryWord {
  /** Path relative to the root, with `/`. */
  file: string;
  /** 1-based. */
  line: number;
  text: string;
}

/** The lines of `text` that use one of HISTORY_PATTERNS, 1-based. */
export function historyWordLines(text: string): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = [];
  text.split('\n').forEach((line, index) => {
    if (HISTORY_PATTERNS.some((pattern) => pattern.test(line))) found.push({ line: index + 1, text: line.trim() });
  });
  return found;
}

/** Every text file of HISTORY_CHECKED under `root`, minus `skip` (paths or folder prefixes ending in `/`). */
export async function historyCheckedFiles(root: string, skip: readonly string[]): Promise<string[]> {
  const skipped = (path: string) => skip.some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));
  const files: string[] = [];
  const walk = async (folder: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(join(root, folder), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !skipped(`${path}/`)) await walk(path);
      } else if (entry.isFile() && !BINARY.test(entry.name) && !skipped(path)) {
        files.push(path);
      }
    }
  };
  for (const folder of HISTORY_CHECKED.folders) if (!skipped(`${folder}/`)) await walk(folder);
  for (const file of HISTORY_CHECKED.files) if (!skipped(file)) files.push(file);
  return files.sort();
}

/** Every history word in the checked files under `root`, as file, line and the line's text. */
export async function historyWords(root: string, skip: readonly string[]): Promise<HistoryWord[]> {
  const found: HistoryWord[] = [];
  for (const file of await historyCheckedFiles(root, skip)) {
    let text: string;
    try {
      text = await readFile(join(root, file), 'utf8');
    } catch {
      continue;
    }
    for (const hit of historyWordLines(text)) found.push({ file, ...hit });
  }
  return found;
}
