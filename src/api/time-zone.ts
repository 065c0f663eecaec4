/** The parts of the host this reads: Temporal where the engine has it, Intl everywhere. */
export interface TimeZoneHost {
  Temporal?: { Now?: { timeZoneId?: () => string } };
  Intl: { DateTimeFormat: () => { resolvedOptions: () => { timeZone?: string } } };
}

/**
 * SPEC §7: every main-API call names the visitor's time zone (IANA, e.g. `Europe/Berlin`).
 * Temporal reads the zone the engine already knows; `Intl.DateTimeFormat()` builds a formatter
 * to report it, which on a fresh page is 20–90 ms of ICU set-up on the main thread (Chromium 156,
 * unthrottled: `npm run bench:intl`, docs/benchmarks.md), inside the first API call's task. The zone cannot
 * change under a page that is being read, so it is asked once.
 */
export function timeZoneReader(host: TimeZoneHost): () => string | undefined {
  let known = false;
  let zone: string | undefined;
  return () => {
    if (!known) {
      zone = host.Temporal?.Now?.timeZoneId?.() || host.Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
      known = true;
    }
    return zone;
  };
}

/** This page's time zone, asked once. */
export const visitorTimeZone = timeZoneReader(globalThis as unknown as TimeZoneHost);
