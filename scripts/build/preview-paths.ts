import { join } from 'node:path';

/** Where previews live inside the build's output folder (a dot-folder: never a tenant id). */
export const PREVIEWS_DIR = '.previews';
/** Inside PREVIEWS_DIR: the publishable copies, one per tenant with a good preview. */
export const PUBLISHABLE_DIR = '.publish';

/** <out>/.previews: the marked previews, `<out>/.previews/<id>`, served at `<id>--preview.<host>`. */
export const previewsDir = (outDir: string) => join(outDir, PREVIEWS_DIR);
/** <out>/.previews/.publish: the copies `--publish` promotes, `<out>/.previews/.publish/<id>`. */
export const publishableDir = (outDir: string) => join(outDir, PREVIEWS_DIR, PUBLISHABLE_DIR);
