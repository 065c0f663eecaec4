import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { Rebuilder } from './rebuilder.ts';

/** Agency data per tenant, the published fingerprints, and builds the test finishes by hand. */
let data: Map<string, string>;
let published: Map<string, string>;
let builds: Array<{ ids: string[]; finish(publish?: boolean): void }>;
let lines: string[];
let rebuilder: Rebuilder;
let readsHeld: Promise<void> | undefined;

const fp = (id: string) => createHash('sha256').update(`${id}:${data.get(id)}`).digest('hex');
// Every dependency answers from memory: all its promise work is done before the next macrotask.
const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  readsHeld = undefined;
  data = new Map([['sunny', 'v1'], ['viajes', 'v1'], ['nordic', 'v1']]);
  published = new Map([...data.keys()].map((id) => [id, fp(id)]));
  builds = [];
  lines = [];
  rebuilder = new Rebuilder({
    current: async (id) => {
      if (data.get(id) === 'down') throw new Error('cannot reach the agency API\nmore');
      return fp(id);
    },
    published: async (id) => {
      // The value is read when asked; a test may hold the answer back (a slow disk, a busy machine).
      const value = published.get(id);
      await readsHeld;
      return value;
    },
    build: (ids) =>
      new Promise<void>((done) => {
        // A build publishes the data it fetched when it starts (as `npm run build` does).
        const fetched = new Map(ids.map((id) => [id, fp(id)]));
        builds.push({
          ids,
          finish: (publish = true) => {
            if (publish) for (const [id, fingerprint] of fetched) published.set(id, fingerprint);
            done();
          },
        });
      }),
    log: (line) => lines.push(line),
  });
});

async function pollAll(): Promise<void> {
  await Promise.all([...data.keys()].map((id) => rebuilder.check(id, 'poll')));
  rebuilder.flush();
  await settle();
}

describe('the watcher decides what to rebuild', () => {
  it('rebuilds only the tenant whose data changed, and says why', async () => {
    const before = fp('sunny');
    data.set('sunny', 'v2');
    await pollAll();
    expect(builds.map((build) => build.ids)).toEqual([['sunny']]);
    expect(lines).toEqual([`sunny: agency data changed (fingerprint ${before.slice(0, 8)}→${fp('sunny').slice(0, 8)}), rebuilding`, 'build 1: sunny']);
    builds[0]!.finish();
    await rebuilder.idle();
    expect(lines).toContain(`sunny: published (fingerprint ${fp('sunny').slice(0, 8)})`);
    await pollAll();
    expect(builds).toHaveLength(1);
  });

  // Builds finish only when the test says so: the verdict cannot depend on the machine's speed.
  it('runs one build at a time and coalesces the changes that arrive during it into one more build', { repeats: 50 }, async () => {
    data.set('sunny', 'v2');
    await pollAll();
    data.set('sunny', 'v3');
    await pollAll();
    data.set('viajes', 'v2');
    await pollAll();
    data.set('sunny', 'v4');
    await pollAll();
    await pollAll();
    expect(builds).toHaveLength(1);
    expect(lines.filter((line) => line.includes('queued behind the running build'))).toHaveLength(2);
    expect(lines.some((line) => line.startsWith('sunny: agency data changed') && line.endsWith('coalesced with the queued rebuild'))).toBe(true);
    builds[0]!.finish();
    await settle();
    expect(builds.map((build) => build.ids)).toEqual([['sunny'], ['sunny', 'viajes']]);
    builds[1]!.finish();
    await rebuilder.idle();
    expect(published.get('sunny')).toBe(fp('sunny'));
    await pollAll();
    expect(builds).toHaveLength(2);
    expect(rebuilder.builds).toBe(2);
  });

  it('does not rebuild for a look that read the published site before a build of the same change ended', async () => {
    data.set('sunny', 'v2');
    await pollAll();
    expect(builds).toHaveLength(1);
    // A poll reads the published site (still v1) while build 1 runs; its answer comes after the build.
    let answer!: () => void;
    readsHeld = new Promise((resolve) => (answer = resolve));
    const look = rebuilder.check('sunny', 'poll');
    readsHeld = undefined;
    builds[0]!.finish();
    await rebuilder.idle();
    answer();
    await look;
    rebuilder.flush();
    await settle();
    expect(builds).toHaveLength(1);
    expect(lines.filter((line) => /rebuilding|queued|already published/.test(line))).toEqual([lines[0]]);
  });

  it('names the tenants of a build in name order, whichever change was seen first', async () => {
    data.set('viajes', 'v2');
    data.set('nordic', 'v2');
    await rebuilder.check('viajes', 'poll');
    await rebuilder.check('nordic', 'poll');
    rebuilder.flush();
    await settle();
    expect(builds.map((build) => build.ids)).toEqual([['nordic', 'viajes']]);
    expect(lines.at(-1)).toBe('build 1: nordic, viajes');
  });

  it('does not queue again a change that is being built', async () => {
    data.set('sunny', 'v2');
    await pollAll();
    await pollAll();
    await rebuilder.check('sunny', 'webhook');
    expect(lines.at(-1)).toBe('sunny: webhook, this change is already being built, skipped');
    builds[0]!.finish();
    await rebuilder.idle();
    expect(builds).toHaveLength(1);
  });

  it('logs a webhook for unchanged data as skipped and builds nothing', async () => {
    await rebuilder.check('viajes', 'webhook', 'logo edited');
    rebuilder.flush();
    expect(lines).toEqual(['viajes: webhook (logo edited), unchanged, skipped']);
    expect(builds).toEqual([]);
  });

  it('does not retry a failed build on every poll, only on new data or a webhook', async () => {
    data.set('nordic', 'v2');
    await pollAll();
    builds[0]!.finish(false);
    await rebuilder.idle();
    expect(lines.at(-1)).toMatch(/^nordic: not published by build 1; the previous site is kept/);
    await pollAll();
    expect(builds).toHaveLength(1);
    await rebuilder.check('nordic', 'webhook');
    rebuilder.flush();
    await settle();
    expect(builds).toHaveLength(2);
  });

  it('leaves a tenant whose API cannot be read alone, with one line', async () => {
    data.set('viajes', 'down');
    await pollAll();
    expect(builds).toEqual([]);
    expect(lines).toEqual(['viajes: cannot read its agency data, not rebuilt: cannot reach the agency API']);
  });

  it('builds a tenant that was never published', async () => {
    published.delete('viajes');
    await pollAll();
    expect(lines[0]).toMatch(/^viajes: not published yet \(fingerprint [0-9a-f]{8}\), rebuilding$/);
    expect(builds.map((build) => build.ids)).toEqual([['viajes']]);
  });
});

describe('what became of a numbered change (GET /status/<tenant>)', () => {
  const hook = async (id: string, change: number) => {
    await rebuilder.check(id, 'webhook', 'settings saved', change);
    rebuilder.flush();
    await settle();
  };

  it('is publishing while queued or built, and live once a build publishes it', async () => {
    data.set('sunny', 'v2');
    await hook('sunny', 10);
    expect(rebuilder.status('sunny')).toEqual({ live: 0, failed: 0 });
    builds[0]!.finish();
    await rebuilder.idle();
    expect(rebuilder.status('sunny')).toEqual({ live: 10, failed: 0 });
  });

  it('counts a change saved during a build as live only when the build after it publishes', async () => {
    data.set('sunny', 'v2');
    await hook('sunny', 10);
    data.set('sunny', 'v3');
    await hook('sunny', 11);
    data.set('sunny', 'v4');
    await hook('sunny', 12);
    builds[0]!.finish();
    await settle();
    expect(rebuilder.status('sunny')).toEqual({ live: 10, failed: 0 });
    expect(builds).toHaveLength(2);
    builds[1]!.finish();
    await rebuilder.idle();
    expect(rebuilder.status('sunny')).toEqual({ live: 12, failed: 0 });
    expect(published.get('sunny')).toBe(fp('sunny'));
  });

  it('counts a change announced while its own data is being built on that build', async () => {
    data.set('sunny', 'v2');
    await hook('sunny', 10);
    await hook('sunny', 11);
    expect(lines.at(-1)).toBe('sunny: webhook (settings saved), this change is already being built, skipped');
    builds[0]!.finish();
    await rebuilder.idle();
    expect(rebuilder.status('sunny')).toEqual({ live: 11, failed: 0 });
  });

  it('makes a change whose data is published already live at once', async () => {
    await hook('viajes', 5);
    expect(rebuilder.status('viajes')).toEqual({ live: 5, failed: 0 });
  });

  it('makes an announced change live by any build that starts after it, a poll\'s too', async () => {
    data.set('viajes', 'down');
    await hook('viajes', 40);
    expect(rebuilder.status('viajes')).toEqual({ live: 0, failed: 40 });
    // The agency API answers again; the next poll finds the saved data and builds it.
    data.set('viajes', 'v2');
    await pollAll();
    expect(builds.map((build) => build.ids)).toEqual([['viajes']]);
    builds[0]!.finish();
    await rebuilder.idle();
    expect(rebuilder.status('viajes')).toEqual({ live: 40, failed: 40 });
  });

  it('marks a change failed when its build does not publish, or its data cannot be read', async () => {
    data.set('nordic', 'v2');
    await hook('nordic', 20);
    builds[0]!.finish(false);
    await rebuilder.idle();
    expect(rebuilder.status('nordic')).toEqual({ live: 0, failed: 20 });
    data.set('viajes', 'down');
    await hook('viajes', 21);
    expect(rebuilder.status('viajes')).toEqual({ live: 0, failed: 21 });
  });
});
