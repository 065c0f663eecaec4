import { afterEach, describe, expect, it } from 'vitest';
import { remotePageAccess } from './agent-access.ts';
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
});
