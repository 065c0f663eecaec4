import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_RECORD_FILE, mergeBuildRecord, readBuildRecord, reportLine, writeBuildRecord, type TenantReport } from './report.ts';

const report = (id: string, patch: Partial<TenantReport> = {}): TenantReport => ({ id, status: 'built', pages: 234, ms: 1000, warnings: [], ...patch });
const run = (iso: string) => ({ finishedAt: new Date(iso), totalMs: 17_000, renderMs: 15_000 });

describe('the build record (dist/.build-report.json, read by npm run report)', () => {
  it('holds each tenant of the build with its status, time, warnings and the build it was part of', () => {
    const record = mergeBuildRecord(undefined, [report('sunny', { warnings: ['analytics.googleAnalyticsId: not a valid ID for its vendor; the script is left out'] })], run('2026-11-24T10:00:00Z'));
    expect(record).toEqual({
      tenants: [{
        id: 'sunny', status: 'built', pages: 234, ms: 1000, buildMs: 17_000, renderMs: 15_000, finishedAt: '2026-11-24T10:00:00.000Z',
        warnings: ['analytics.googleAnalyticsId: not a valid ID for its vendor; the script is left out'],
      }],
    });
  });

  it('replaces the entries of the tenants rebuilt and keeps the others (a --tenant build)', () => {
    const first = mergeBuildRecord(undefined, [report('sunny'), report('medina')], run('2026-11-24T10:00:00Z'));
    const second = mergeBuildRecord(first, [report('sunny', { status: 'failed', pages: 0, error: 'boom' })], run('2026-11-24T11:00:00Z'));
    expect(second.tenants.map((t) => [t.id, t.status, t.finishedAt])).toEqual([
      ['medina', 'built', '2026-11-24T10:00:00.000Z'],
      ['sunny', 'failed', '2026-11-24T11:00:00.000Z'],
    ]);
    expect(second.tenants[1]?.error).toBe('boom');
  });

  it('is written whole beside the sites, merged with the one already there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'build-record-'));
    expect(await readBuildRecord(dir)).toBeUndefined();
    await writeBuildRecord(dir, [report('sunny')], run('2026-11-24T10:00:00Z'));
    await writeBuildRecord(dir, [report('medina')], run('2026-11-24T11:00:00Z'));
    expect((await readBuildRecord(dir))?.tenants.map((t) => t.id)).toEqual(['medina', 'sunny']);
    expect(await readdir(dir)).toEqual([BUILD_RECORD_FILE]);
    expect(JSON.parse(await readFile(join(dir, BUILD_RECORD_FILE), 'utf8'))).toHaveProperty('tenants');
  });
});

describe('the summary line about the report', () => {
  it('says where the report goes and how to make it from this build', () => {
    expect(reportLine('/repo/dist', '/repo')).toBe('Report: npm run report -- --dist dist → report/index.html');
    expect(reportLine('/tmp/ci out', '/repo')).toBe("Report: npm run report -- --dist '../tmp/ci out' → report/index.html");
  });
});
