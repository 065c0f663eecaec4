import { describe, expect, it, vi } from 'vitest';
import { timeZoneReader, visitorTimeZone } from './time-zone.ts';

function host(temporal?: string) {
  const dateTimeFormat = vi.fn(() => ({ resolvedOptions: () => ({ timeZone: 'Intl/Zone' }) }));
  const timeZoneId = vi.fn(() => temporal ?? '');
  return { dateTimeFormat, timeZoneId, host: { Temporal: temporal === undefined ? undefined : { Now: { timeZoneId } }, Intl: { DateTimeFormat: dateTimeFormat } } };
}

describe('the time zone header (SPEC §7)', () => {
  it('reads Temporal where the engine has it, without building an Intl formatter (its ICU set-up blocks the page)', () => {
    const { host: withTemporal, dateTimeFormat } = host('Asia/Dubai');
    expect(timeZoneReader(withTemporal)()).toBe('Asia/Dubai');
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });

  it('falls back to Intl without Temporal', () => {
    const { host: withoutTemporal } = host();
    expect(timeZoneReader(withoutTemporal)()).toBe('Intl/Zone');
  });

  it('asks once a page', () => {
    const { host: withoutTemporal, dateTimeFormat } = host();
    const read = timeZoneReader(withoutTemporal);
    read();
    read();
    expect(dateTimeFormat).toHaveBeenCalledOnce();
  });

  it("names this host's zone", () => {
    expect(visitorTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
