import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createRebuildNotifier } from '../../reference/api/rebuild-notifier.ts';
import { createWebhookServer } from './webhook.ts';
import { liveWiring } from './wiring.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((closed) => (server ? server.close(() => closed()) : closed())));

describe('npm start wires the reference API to the watcher', () => {
  it('gives both one secret and one port, so a saved change reaches the watcher signed', async () => {
    const wiring = liveWiring({}, () => 'fresh-secret');
    const { values } = parseArgs({ args: wiring.watchArgs, options: { host: { type: 'string' }, port: { type: 'string' } } });
    expect(wiring.rebuildWebhook.url).toBe(`http://${values.host}:${values.port}`);
    expect(wiring.watchEnv.REBUILD_SECRET).toBe(wiring.rebuildWebhook.secret);

    // A watcher's webhook with the secret the watcher is given answers the API's signed post.
    const heard: Array<[string, number | undefined]> = [];
    server = createWebhookServer({ secret: wiring.watchEnv.REBUILD_SECRET, isTenant: async () => true, onRebuild: (id, _r, change) => heard.push([id, change]), log: () => {} });
    await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
    const notifier = createRebuildNotifier({ ...wiring.rebuildWebhook, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    await notifier.changed('sunny');
    expect(heard).toEqual([['sunny', expect.any(Number)]]);
  });

  it('takes REBUILD_SECRET and WATCH_PORT when set, and refuses a bad port', () => {
    expect(liveWiring({ REBUILD_SECRET: 'mine', WATCH_PORT: '4753' })).toMatchObject({ rebuildWebhook: { url: 'http://127.0.0.1:4753', secret: 'mine' }, watchArgs: ['--host', '127.0.0.1', '--port', '4753'] });
    expect(liveWiring({}, () => 'fresh').rebuildWebhook).toEqual({ url: 'http://127.0.0.1:4600', secret: 'fresh' });
    expect(() => liveWiring({ WATCH_PORT: 'x' })).toThrow(/WATCH_PORT/);
  });
});
