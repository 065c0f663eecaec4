import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyCheckedFiles, historyWordLines, historyWords } from './history-words.ts';

const root = resolve(import.meta.dirname, '../..');

/** This file: its examples below are history words on purpose. */
const SELF = 'tests/architecture/history-words.test.ts';

describe('history words in code, tests and documents', () => {
  it('reads src, scripts, tests, locales, docs, README.md and the top-level config files', async () => {
    const files = await historyCheckedFiles(root, []);
    for (const expected of ['src/client/boot.ts', 'scripts/build.ts', 'tests/e2e/seo.spec.ts', 'locales/en.json', 'docs/decisions.md', 'README.md', 'astro.config.mjs', 'vitest.config.ts', 'netlify.toml']) {
      expect(files).toContain(expected);
    }
    expect(files.filter((file) => /(^|\/)(node_modules|\.build|dist)\//.test(file))).toEqual([]);
  });

  it('finds no issue number, numbered or ordinal session or pass anywhere it reads', async () => {
    const found = await historyWords(root, [SELF]);
    // file:line and the line, so the message says where to rewrite.
    expect(found.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });
});

describe('the history-word detector', () => {
  // Joined at run time, so this file holds none of the phrases it proves the detector finds.
  it.each([
    ['// Issue 8 item 7:', 'a log-out in another tab shows here too.'],
    ["describe('npm run watch (issue 12,", "part 2)', () => {"],
    [' * Budget: ≤ 90 KB gzip (issue #3', 'item 8).'],
    ['issues 9 and 10', 'brought the search panels'],
    ['Until the fifth', 'pass it wrote them as UTF-16.'],
    ['measured in the ninth', 'session'],
    ['this', 'pass keeps the order'],
    ['an earlier', 'session left it'],
    ['next', 'pass: the cache'],
    ['a later', 'session measured it'],
    ['Session', '3 measured the build'],
    ['see pass', '2 in the README'],
  ].map((parts) => parts.join(' ')))('flags %j', (line) => {
    expect(historyWordLines(line)).toEqual([{ line: 1, text: line.trim() }]);
  });

  it.each([
    "it('passes within the budget', () => {",
    '/** The password form. */',
    'sends the token, session id, language and time zone headers',
    "expect(headers.get('x-session-id')).toBe('session-1234');",
    'the visitor session id is kept in a cookie',
    'remembered in session storage for this browser session',
    'a machine with two workers that can exceed 30 s',
    'redirect pass-through',
    'result.error.issues[0]?.message',
    'for (const issue of parsed.error.issues) {',
    'one demo log-in each, in one pass',
  ])('ignores %j', (line) => {
    expect(historyWordLines(line)).toEqual([]);
  });

  it('names the line of each hit', () => {
    expect(historyWordLines('first line\n// fine\n// Issue 11: resort\nlast')).toEqual([{ line: 3, text: '// Issue 11: resort' }]);
  });
});
