import { referenceApiPort } from '@agency-storefront/reference/port';

export interface EmbeddedApi {
  url: string;
  close(): Promise<void>;
}

/** Is a reference API of ours already answering at this URL? */
async function isReferenceApi(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
    const body = (await response.json()) as { data?: { service?: string } };
    return body.data?.service === 'reference-api';
  } catch {
    return false;
  }
}

/**
 * Starts the embedded reference API on API_PORT, or reuses the one already running there
 * (e.g. under `npm start`), so the URL printed into the pages is the one that will answer them.
 */
export async function useReferenceApi({ log }: { log: (line: string) => void }): Promise<EmbeddedApi> {
  const port = referenceApiPort();
  const publicUrl = `http://localhost:${port}`;
  try {
    // Loaded only when needed: a build pointed at a real API never touches the reference one.
    const { startReferenceApi } = await import('@agency-storefront/reference/server');
    const api = await startReferenceApi({ port, quiet: true });
    log(`Reference API started for the build at ${publicUrl}`);
    return { url: publicUrl, close: () => api.close() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE' && (await isReferenceApi(publicUrl))) {
      log(`Using the reference API already running at ${publicUrl}`);
      return { url: publicUrl, close: async () => {} };
    }
    throw new Error(`cannot start the reference API on port ${port}: ${(error as Error).message}. Set API_PORT or AGENCY_API_URL.`);
  }
}
