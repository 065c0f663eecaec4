import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The port is taken; the message says what to do about it. */
export class PortInUseError extends Error {
  readonly port: number;
  constructor(port: number, host: string) {
    super(`Port ${port} is already in use on ${host}. Stop the other server or pick another port (--port N or PORT=N).`);
    this.name = 'PortInUseError';
    this.port = port;
  }
}

/** Listening servers sharing one port, and how to stop them. */
export interface Listening {
  port: number;
  close(): Promise<void>;
}

// Without IPv6, binding ::1 fails with one of these; IPv4 alone then serves every client.
const NO_IPV6 = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);
const RANDOM_PORT_ATTEMPTS = 5;

/**
 * Listens on `host`, or by default on both loopback addresses: Chromium resolves `*.localhost`
 * to ::1 as well as 127.0.0.1, and a loopback-only bind keeps the server off the network.
 */
export async function listen(handler: RequestListener, port: number, host?: string): Promise<Listening> {
  if (host !== undefined) return listening([await listenOne(handler, port, host)]);
  for (let attempt = 1; ; attempt++) {
    const ipv4 = await listenOne(handler, port, '127.0.0.1');
    try {
      return listening([ipv4, await listenOne(handler, (ipv4.address() as AddressInfo).port, '::1')]);
    } catch (error) {
      if (NO_IPV6.has((error as NodeJS.ErrnoException).code ?? '')) return listening([ipv4]);
      await closeServer(ipv4);
      // A random port free on 127.0.0.1 may be taken on ::1; draw another.
      if (port === 0 && error instanceof PortInUseError && attempt < RANDOM_PORT_ATTEMPTS) continue;
      throw error;
    }
  }
}

function listenOne(handler: RequestListener, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    // Closing an idle kept-alive connection just as a request arrives on it fails that request
    // (ECONNRESET): Node's default of 5 s is within a busy machine's delays, 65 s is not.
    server.keepAliveTimeout = 65_000;
    const onError = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, host) : error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server);
    });
  });
}

function listening(servers: Server[]): Listening {
  const first = servers[0];
  if (!first) throw new Error('No server is listening');
  let closing: Promise<void> | undefined;
  return {
    port: (first.address() as AddressInfo).port,
    // Idempotent: a signal handler and a test teardown may both ask.
    close: () => (closing ??= Promise.all(servers.map(closeServer)).then(() => undefined)),
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Keep-alive connections would hold close() open for seconds.
    server.closeAllConnections();
  });
}
