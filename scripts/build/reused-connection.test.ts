import { describe, expect, it, vi } from 'vitest';
import { retryReusedConnection } from './reused-connection.ts';

const closed = (code: string) => Object.assign(new TypeError('fetch failed'), { cause: { code } });

describe('the build retries a GET whose kept-alive connection was closed under it', () => {
  it('sends a GET once more after UND_ERR_SOCKET or ECONNRESET, and answers with the second try', async () => {
    for (const code of ['UND_ERR_SOCKET', 'ECONNRESET']) {
      const inner = vi.fn<typeof fetch>().mockRejectedValueOnce(closed(code)).mockResolvedValueOnce(new Response('{}'));
      const answer = await retryReusedConnection(inner)('http://api.test/api/agency', { method: 'GET' });
      expect(answer.status).toBe(200);
      expect(inner).toHaveBeenCalledTimes(2);
    }
  });

  it('gives up after the second failure', async () => {
    const inner = vi.fn<typeof fetch>().mockRejectedValue(closed('UND_ERR_SOCKET'));
    await expect(retryReusedConnection(inner)('http://api.test/api/agency')).rejects.toThrow('fetch failed');
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('never repeats a POST, a refused connection, or an aborted request', async () => {
    const cases: Array<[RequestInit | undefined, unknown]> = [
      [{ method: 'POST' }, closed('UND_ERR_SOCKET')],
      [undefined, closed('ECONNREFUSED')],
      [{ signal: AbortSignal.abort() }, closed('UND_ERR_SOCKET')],
    ];
    for (const [init, error] of cases) {
      const inner = vi.fn<typeof fetch>().mockRejectedValue(error);
      await expect(retryReusedConnection(inner)('http://api.test/x', init)).rejects.toBe(error);
      expect(inner).toHaveBeenCalledTimes(1);
    }
  });
});
