import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchBusinessInfo, needsBusinessInfo, submitBusinessInfo } from '../../src/api/business-info.ts';
import { loginAs, startTestApi, type TestApi } from './reference-api.ts';

const started: TestApi[] = [];
let dataDir: string | undefined;
afterAll(async () => {
  for (const api of started) await api.close().catch(() => undefined);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('business info (SPEC §4, §5)', () => {
  it('prompts the nordic owner, then keeps the submit across a restart', async () => {
    const first = await startTestApi();
    started.push(first);
    dataDir = first.dataDir;
    const token = await loginAs(first, 'nordic', 'owner@nordic.demo');
    const nordic = first.client('nordic', token);

    const before = await fetchBusinessInfo(nordic);
    expect(needsBusinessInfo(before)).toBe(true);

    const saved = await submitBusinessInfo(nordic, {
      contactEmailId: ' support@nordictrails.example ',
      contactPhoneNumber: '+46 8 555 012 34',
      hearBy: 'Social Media',
      hearByName: 'LinkedIn',
      hqCountry: 'SE',
      bookingVolume: '$100k - $500k',
      useForBusiness: 'B2B for clients',
      productInterested: 'All',
    });
    // SPEC §5: All selects every engine; the address is trimmed.
    expect(saved.productInterested).toBe('Resorts,Hotels,Flights,Cars,Activities,Cruises');
    expect(saved.contactEmailId).toBe('support@nordictrails.example');
    await first.close();

    const second = await startTestApi({ dataDir });
    started.push(second);
    const after = await fetchBusinessInfo(second.client('nordic', token));
    expect(after).toEqual(saved);
    expect(needsBusinessInfo(after)).toBe(false);
    // Other agencies are untouched.
    const sunnyOwner = await loginAs(second, 'sunny', 'owner@sunny.demo');
    expect((await fetchBusinessInfo(second.client('sunny', sunnyOwner))).contactEmailId).toBe('owner@sunnyholidays.example');
  });
});
