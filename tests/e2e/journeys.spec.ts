import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';
import { crawl, VISIT_CAP } from './journeys/crawler.ts';
import { report } from './journeys/detectors.ts';
import { deadEndsOf, isKnown } from './journeys/known-dead-ends.ts';
import { journeys } from './journeys/visitors.ts';

/*
 * Journey tests: a visitor walks a demo site like a link checker (`npm test`: one walk per family,
 * SUITE_WALKS; `JOURNEYS=all`: every tenant × visitor × language, tests/e2e/journeys/visitors.ts),
 * and the test lists every dead end, API error, raw
 * parameter name and console error met on the way (page → link → what went wrong). Dead ends
 * being fixed are in tests/e2e/journeys/known-dead-ends.ts; one that is gone fails the test
 * until its entry is removed.
 */

for (const journey of journeys()) {
  const who = journey.kind === 'anonymous' ? 'anonymous' : `${journey.kind} ${journey.email}`;
  test(`journeys: ${journey.tenant}, ${journey.language}, ${who}`, async ({ context, request }, testInfo) => {
    test.setTimeout(300_000);
    if (journey.email) await logInAs(context, request, journey.tenant, journey.email);
    const result = await crawl(context, journey);
    testInfo.annotations.push({ type: 'visited', description: `${result.visited} addresses` });
    const known = deadEndsOf(journey.tenant, journey.kind);
    const unexpected = result.failures.filter((failure) => !known.some((entry) => isKnown(entry, journey.tenant, journey.kind, failure)));
    const gone = known.filter((entry) => !result.failures.some((failure) => isKnown(entry, journey.tenant, journey.kind, failure)));
    const problems = [
      ...(result.capped ? [`the crawl reached its cap of ${VISIT_CAP} addresses`] : []),
      ...(unexpected.length > 0 ? [`${unexpected.length} failure(s):\n${report(unexpected)}`] : []),
      ...gone.map((entry) => `a known dead end no longer happens, remove it from known-dead-ends.ts: ${entry.cause}`),
    ];
    expect(problems, `visited ${result.visited} addresses`).toEqual([]);
  });
}
