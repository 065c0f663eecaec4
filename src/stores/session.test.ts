import { describe, expect, it } from 'vitest';
import { resolveSessionId } from './session.ts';

describe('visitor session id (SPEC §4 Start-up, §2.4)', () => {
  const create = () => 'new-session-id';

  it('creates one on a first visit', () => {
    expect(resolveSessionId('', undefined, create)).toBe('new-session-id');
  });

  it('keeps the one in the cookie', () => {
    expect(resolveSessionId('?tab=Hotels', 'cookie-session-1', create)).toBe('cookie-session-1');
  });

  it('is overridden by the xsessionid query parameter', () => {
    expect(resolveSessionId('?xsessionid=partner-session-9', 'cookie-session-1', create)).toBe('partner-session-9');
  });

  it('ignores values that are not plain tokens, since they go into a header', () => {
    expect(resolveSessionId('?xsessionid=%0d%0aX-Evil:%201', 'cookie-session-1', create)).toBe('cookie-session-1');
    expect(resolveSessionId('', 'bad value!', create)).toBe('new-session-id');
  });
});
