import { afterEach, expect } from 'vitest';

/*
 * Test helper: runs date code in a named IANA time zone. Node reads process.env.TZ again when it
 * changes, in its own process; vitest's default 'forks' pool gives each file one. Each switch is
 * checked against a known offset, so a pool where the change does not take (worker threads)
 * fails loudly instead of testing the machine's zone.
 */

/** The local hour of 2026-01-01T00:00Z in each zone the tests use. */
const NEW_YEAR_UTC_HOUR: Record<string, number> = {
  'America/New_York': 19,
  'Europe/Berlin': 1,
  'Pacific/Auckland': 13,
  'America/Santiago': 21,
  UTC: 0,
};

export const TIME_ZONES = ['America/New_York', 'Europe/Berlin', 'Pacific/Auckland'] as const;

const original = process.env.TZ;

/** Switches the process to `zone` for the rest of the test; restored after each test. */
export function useTimeZone(zone: keyof typeof NEW_YEAR_UTC_HOUR | (typeof TIME_ZONES)[number]): void {
  process.env.TZ = zone;
  expect(new Date(Date.UTC(2026, 0, 1)).getHours(), `time zone ${zone} in effect`).toBe(NEW_YEAR_UTC_HOUR[zone]);
}

afterEach(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});
