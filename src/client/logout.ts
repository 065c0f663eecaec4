import { logout } from '../stores/auth.ts';
import { browserLocalStorage, clearStored } from '../platform/storage.ts';

/** SPEC §4, §9: the logout redirect delay. */
export const LOGOUT_REDIRECT_DELAY_MS = 100;

/**
 * SPEC §2.2 /logout: clears local storage and the user state, then after 100 ms goes to the
 * agency return URL or /. The target is printed by the build from the validated agency data;
 * anything else that is not an http(s) URL or a site path is refused.
 */
export function runLogout(target: string | undefined, go: (url: string) => void = (url) => location.replace(url)): void {
  logout();
  // Blocked storage must not stop the sign-out (clearStored never throws).
  clearStored(browserLocalStorage);
  const destination = safeTarget(target);
  setTimeout(() => go(destination), LOGOUT_REDIRECT_DELAY_MS);
}

export function safeTarget(target: string | undefined): string {
  if (!target) return '/';
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return target;
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '/';
  } catch {
    return '/';
  }
}
