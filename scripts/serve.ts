import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { listSites } from './serve/sites.ts';
import { PortInUseError, startSiteServer } from './serve/server.ts';

const USAGE = 'Usage: npm run serve [-- --dist DIR] [--port N] [--host ADDRESS]';

/** Serves every built tenant site at http://<id>.localhost:<port>/ until SIGINT/SIGTERM. */
async function main(): Promise<number> {
  let options;
  try {
    options = parseArgs({
      options: {
        dist: { type: 'string', default: 'dist' },
        port: { type: 'string' },
        host: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }

  const distDir = resolve(options.dist);
  const sites = await listSites(distDir);
  if (sites.length === 0) {
    console.error(
      `No sites in ${distDir}: expected one directory per tenant (<dist>/<id>/index.html).\n` +
        'Run "npm run build" first, or point at another build with --dist DIR.',
    );
    return 1;
  }

  const port = options.port === undefined ? undefined : Number(options.port);
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535)) {
    console.error(`Invalid --port "${options.port}": expected an integer from 0 to 65535.`);
    return 2;
  }

  let server;
  try {
    server = await startSiteServer({
      distDir,
      ...(port === undefined ? {} : { port }),
      ...(options.host === undefined ? {} : { host: options.host }),
    });
  } catch (error) {
    if (!(error instanceof PortInUseError)) throw error;
    console.error(error.message);
    return 1;
  }

  console.log(`Serving ${sites.length} site(s) from ${relative(process.cwd(), distDir) || '.'} (Ctrl+C to stop):`);
  for (const id of sites) console.log(`  ${id}  ${server.url(id)}`);

  await new Promise((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  await server.close();
  return 0;
}

process.exitCode = await main();
