import { afterEach, describe, expect, it, vi } from 'vitest';
import { remotePageAccess } from './remote-page-access.ts';
import { $user, USER_BEFORE_START } from './user.ts';
import type { UserState } from '../roles/user-state.ts';

afterEach(() => $user.set(USER_BEFORE_START));

describe('remotePageAccess (SPEC §6)', () => {
  it('leaves every app but main, and main off the agent area, open', () => {
    $user.set({ ...USER_BEFORE_START, status: 'loading' } as UserState);
    expect(remotePageAccess('hotels', '/dashboard').get()).toBe('open');
    expect(remotePageAccess('main', '/mytrip/mytrips').get()).toBe('open');
  });

  it('holds an agent-area page of main, in any language, while the user is not known yet', () => {
    $user.set({ ...USER_BEFORE_START, status: 'loading' } as UserState);
    expect(remotePageAccess('main', '/ar/dashboard').get()).toBe('wait');
    expect(remotePageAccess('main', '/settings/website/theme').get()).toBe('wait');
  });

  it('follows the visitor once the rule has loaded: an anonymous visitor is left to the log-in guard (open)', async () => {
    $user.set({ ...USER_BEFORE_START, status: 'loading' } as UserState);
    const $access = remotePageAccess('main', '/dashboard');
    expect($access.get()).toBe('wait');
    const seen: string[] = [];
    $access.subscribe((access) => seen.push(access));
    await vi.waitFor(async () => expect((await import('./agent-access.ts')).pageAccessOf).toBeTypeOf('function'));
    $user.set({ ...USER_BEFORE_START, status: 'anonymous' } as UserState);
    await vi.waitFor(() => expect($access.get()).toBe('open'));
    expect(seen[0]).toBe('wait');
  });
});
