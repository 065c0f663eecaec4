import type { UserProfile } from '../api/user.ts';
import type { Permissions, Role } from './permissions.ts';

/**
 * SPEC §3 User profile, §6 Roles and permissions: what is known of the visitor, the value of the
 * user store ($user, src/stores/user.ts). The header's and the price block's pure rules read it too.
 */
export interface UserState {
  /** anonymous: logged out; loading / success / failure: the profile call of a logged-in visitor. */
  status: 'anonymous' | 'loading' | 'success' | 'failure';
  profile: UserProfile | null;
  role: Role;
  permissions: Permissions;
  /** SPEC §8: the failure's message, the server's or 'Something went wrong'. */
  error?: string;
}
