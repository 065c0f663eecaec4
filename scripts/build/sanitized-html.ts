import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sanitizeAgencyHtml } from '../../src/build/sanitize.ts';

/*
 * A tenant's sanitised agency HTML (About Us, legal pages, FAQ answers), kept from one
 * build to the next. Sanitising needs jsdom, whose loading took about 0.6 s of a 3.5 s
 * single-tenant rebuild; most rebuilds follow a change elsewhere in the agency's data, and then
 * the same input gives the same output without loading it. An entry is the SHA-256 of the input
 * and the output, valid for one code fingerprint (which covers the sanitiser and its packages):
 * new code, an unreadable file or another fingerprint starts afresh. Only what this build used is
 * kept, so the file holds one tenant's current HTML and no more.
 */

interface Stored {
  code: string;
  entries: Array<[input: string, output: string]>;
}

export interface SanitizedHtml {
  sanitize(html: string | undefined | null): string;
  /** Writes what this build used, if it differs from what was read (whole, by rename). */
  save(): Promise<void>;
}

const keyOf = (html: string) => createHash('sha256').update(html).digest('base64');

async function read(file: string, code: string): Promise<Map<string, string>> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Stored;
    if (stored.code !== code || !Array.isArray(stored.entries)) return new Map();
    return new Map(stored.entries.filter((entry) => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string'));
  } catch {
    return new Map();
  }
}

export async function sanitizedHtml(file: string, code: string, sanitize: (html: string) => string = sanitizeAgencyHtml): Promise<SanitizedHtml> {
  const kept = await read(file, code);
  const used = new Map<string, string>();
  return {
    sanitize(html) {
      if (!html || !html.trim()) return '';
      const key = keyOf(html);
      let output = used.get(key) ?? kept.get(key);
      if (output === undefined) output = sanitize(html);
      used.set(key, output);
      return output;
    },
    async save() {
      if (used.size === kept.size && [...used.keys()].every((key) => kept.has(key))) return;
      const stored: Stored = { code, entries: [...used] };
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(stored));
      await rename(temporary, file);
    },
  };
}
