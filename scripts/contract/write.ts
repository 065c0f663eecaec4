/**
 * `npm run contract:write`: writes docs/api/openapi.json from the registry
 * (src/contract/operations). openapi.test.ts fails while the file differs from what this writes.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { openApiDocument } from './openapi.ts';

/** Where the document lives, checked in beside the other docs. */
export const DOCUMENT_PATH = resolve(import.meta.dirname, '../../docs/api/openapi.json');

/** The document as the file holds it: two-space JSON and a final newline. */
export const documentText = (document = openApiDocument()) => `${JSON.stringify(document, null, 2)}\n`;

if (import.meta.main) {
  await mkdir(dirname(DOCUMENT_PATH), { recursive: true });
  await writeFile(DOCUMENT_PATH, documentText());
  console.log(`Wrote ${relative(process.cwd(), DOCUMENT_PATH)}`);
}
