import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The e-mails the reference API would send (reset and verification links). */
export interface Mail {
  kind: 'reset-password' | 'verify-email';
  /** Subdomain of the agency whose site the link opens. */
  agency: string;
  to: string;
  link: string;
  token: string;
  sentAt: string;
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * No e-mail leaves the machine: each mail is printed to the API's log (unless quiet), kept in
 * memory for tests in the same process, and appended to `file` (one JSON object a line) for
 * tests that run elsewhere, such as Playwright workers.
 */
export function createOutbox(options: { file: string; log: boolean }) {
  const sent: Mail[] = [];
  let appends = Promise.resolve();
  return {
    send(mail: Mail): void {
      sent.push(mail);
      if (options.log) console.log(`[reference-api] mail to ${mail.to} (${mail.kind}): ${mail.link}`);
      appends = appends
        .then(async () => {
          await mkdir(dirname(options.file), { recursive: true });
          await appendFile(options.file, `${JSON.stringify(mail)}\n`, 'utf8');
        })
        .catch((error: unknown) => console.error(`[reference-api] cannot write ${options.file}:`, error));
    },
    /** Every mail sent by this server, oldest first. */
    all: (): readonly Mail[] => [...sent],
    /** The newest mail to an address (case-insensitive), optionally of one kind. */
    latest(to: string, kind?: Mail['kind']): Mail | undefined {
      const address = to.trim().toLowerCase();
      return sent.findLast((mail) => mail.to.toLowerCase() === address && (!kind || mail.kind === kind));
    },
    /** Resolves when every mail so far is on disk. */
    flushed: () => appends,
  };
}
