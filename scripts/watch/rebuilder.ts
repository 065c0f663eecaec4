/**
 * Decides which tenants to rebuild and runs the builds, one at a time.
 * "Changed" means the build fingerprint (code + agency data, fingerprint.ts) differs from the one
 * in the published .build-info.json: the same test `npm run build` uses to skip a tenant.
 */
export type Trigger = 'poll' | 'webhook';

export interface RebuilderDeps {
  /** The fingerprint a build would give this tenant now (fetches its agency data). */
  current(id: string): Promise<string>;
  /** The fingerprint of the published dist/<id>, if any. */
  published(id: string): Promise<string | undefined>;
  /** Builds these tenants in one build; resolves when it is over, whatever its outcome. */
  build(ids: string[]): Promise<void>;
  log(line: string): void;
}

const short = (fingerprint: string) => fingerprint.slice(0, 8);

/**
 * What became of a tenant's numbered changes (the webhook's `change`, a number that grows with
 * each save of the agency API): the highest one a published site holds, and the highest one whose
 * rebuild did not publish. A caller whose latest change is neither is still publishing.
 */
export interface ChangeStatus {
  live: number;
  failed: number;
}

const bigger = (a: number | undefined, b: number | undefined) => Math.max(a ?? 0, b ?? 0);

export class Rebuilder {
  /** Changes seen while idle or during a build, each tenant's latest only: the next build. */
  private readonly pending = new Map<string, string>();
  private readonly inFlight = new Map<string, string>();
  /** A fingerprint whose build did not publish; polling does not retry it until the data changes. */
  private readonly failed = new Map<string, string>();
  /** The highest change number each queued or running build of a tenant carries. */
  private readonly pendingChange = new Map<string, number>();
  private readonly inFlightChange = new Map<string, number>();
  private readonly changes = new Map<string, ChangeStatus>();
  /** The highest change number each tenant's webhooks announced: a build started after it reads its data. */
  private readonly received = new Map<string, number>();
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Builds started so far; each is one `npm run build -- --tenant …` process. */
  builds = 0;
  /** Builds ended so far: a look at a tenant that straddles one may have read its site from before. */
  private ended = 0;

  private readonly deps: RebuilderDeps;

  constructor(deps: RebuilderDeps) {
    this.deps = deps;
  }

  /** What became of this tenant's numbered changes (zero: none yet). */
  status(id: string): ChangeStatus {
    return { ...(this.changes.get(id) ?? { live: 0, failed: 0 }) };
  }

  private settle(id: string, change: number | undefined, outcome: keyof ChangeStatus): void {
    if (!change) return;
    const now = this.status(id);
    now[outcome] = Math.max(now[outcome], change);
    this.changes.set(id, now);
  }

  /**
   * Looks at one tenant and queues a rebuild if its data or the code changed. One log line a decision.
   * `change` numbers the change a webhook announces: the build that publishes it, or the look that
   * finds it published already, makes it live; a build that does not publish it, or a look that
   * cannot read the agency data, makes it failed (the last good site stays).
   */
  async check(id: string, trigger: Trigger, note?: string, change?: number): Promise<void> {
    const { log } = this.deps;
    if (change) this.received.set(id, bigger(this.received.get(id), change));
    const via = trigger === 'webhook' ? `webhook${note ? ` (${note})` : ''}, ` : '';
    let now: string;
    let published: string | undefined;
    const endedBefore = this.ended;
    try {
      [now, published] = await Promise.all([this.deps.current(id), this.deps.published(id)]);
    } catch (error) {
      log(`${id}: ${via}cannot read its agency data, not rebuilt: ${(error as Error).message.split('\n')[0]}`);
      this.settle(id, change, 'failed');
      return;
    }
    // A build that ended while this check was reading may have published the very change it saw:
    // look again rather than queue (and log) a rebuild of a site that is already up to date.
    if (this.ended !== endedBefore) return this.check(id, trigger, note, change);
    // Everything below runs without awaiting, so concurrent checks of a tenant cannot interleave.
    const pending = this.pending.get(id);
    if (now === published && pending === undefined) {
      if (trigger === 'webhook') log(`${id}: ${via}unchanged, skipped`);
      this.settle(id, change, 'live');
      return;
    }
    if (pending === now || (pending === undefined && this.inFlight.get(id) === now)) {
      if (trigger === 'webhook') log(`${id}: ${via}this change is already ${pending ? 'queued' : 'being built'}, skipped`);
      const carried = pending ? this.pendingChange : this.inFlightChange;
      if (change) carried.set(id, bigger(carried.get(id), change));
      return;
    }
    if (trigger === 'poll' && this.failed.get(id) === now) return;
    const why = published === undefined ? `not published yet (fingerprint ${short(now)})` : `agency data changed (fingerprint ${short(published)}→${short(now)})`;
    const what = pending !== undefined ? 'coalesced with the queued rebuild' : this.running ? 'queued behind the running build' : 'rebuilding';
    log(`${id}: ${via}${why}, ${what}`);
    this.pending.set(id, now);
    if (change) this.pendingChange.set(id, bigger(this.pendingChange.get(id), change));
  }

  /** Starts a build of everything queued, unless one is running: that one drains the queue after. */
  flush(): void {
    if (this.running || this.stopped || this.pending.size === 0) return;
    this.running = this.drain().finally(() => (this.running = undefined));
  }

  /** Resolves when no build is running and none is queued. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  stop(): void {
    this.stopped = true;
  }

  private async drain(): Promise<void> {
    while (this.pending.size && !this.stopped) {
      const batch = new Map<string, string>();
      const before = new Map<string, string | undefined>();
      const carried = new Map<string, number | undefined>();
      // Taken whole before any await: a change queued while this loop reads goes to the next round.
      const queued = [...this.pending];
      const queuedChanges = new Map(this.pendingChange);
      this.pending.clear();
      this.pendingChange.clear();
      for (const [id, fingerprint] of queued) {
        const change = queuedChanges.get(id);
        const published = await this.deps.published(id);
        // The previous build may already have fetched this change and published it.
        if (published === fingerprint) {
          this.deps.log(`${id}: already published by the last build, skipped`);
          this.settle(id, change, 'live');
        } else {
          batch.set(id, fingerprint);
          before.set(id, published);
          carried.set(id, change);
        }
      }
      if (!batch.size) continue;
      // In name order, whichever look answered first: the log reads the same on any machine.
      const ids = [...batch.keys()].sort();
      for (const [id, fingerprint] of batch) {
        this.inFlight.set(id, fingerprint);
        // The build reads the data after every change announced so far was saved: it carries them all.
        const change = bigger(carried.get(id), this.received.get(id));
        if (change) this.inFlightChange.set(id, change);
      }
      this.builds += 1;
      this.deps.log(`build ${this.builds}: ${ids.join(', ')}`);
      await this.deps.build(ids);
      this.ended += 1;
      for (const [id, fingerprint] of batch) {
        this.inFlight.delete(id);
        // Changes announced while this build ran and found already being built ride on it.
        const change = this.inFlightChange.get(id);
        this.inFlightChange.delete(id);
        const published = await this.deps.published(id).catch(() => undefined);
        // The build fetches the data itself: it may have published a newer change than the queued one.
        if (published !== undefined && (published === fingerprint || published !== before.get(id))) {
          this.failed.delete(id);
          this.settle(id, change, 'live');
          this.deps.log(`${id}: published (fingerprint ${short(published)})`);
        } else {
          this.failed.set(id, fingerprint);
          this.settle(id, change, 'failed');
          this.deps.log(`${id}: not published by build ${this.builds}; the previous site is kept, retried when its data changes or on a webhook`);
        }
      }
    }
  }
}
