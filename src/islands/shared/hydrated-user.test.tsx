// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../api/user.ts';

/*
 * A member island's code arrives after the log-in (client:member), and the profile may have
 * answered before it runs. It must still hydrate with the user the build rendered (nobody known),
 * not with the store's value when its module ran: that mismatch is React error 418, which reaches
 * the page's global failure handler and replaces the page.
 */

const profile: UserProfile = {
  id: 'u-customer',
  userType: 'Customer',
  isTravelAgent: false,
  isRestrictedAgent: false,
  isRewardWalletEnable: false,
  enableHotelsV2: false,
  enableFlightsV2: false,
  personal_info: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@sunny.demo', profile_image: undefined, credits: { amount: 0, currency: 'USD' } },
};

const props = { messages: {}, language: 'en', defaultLanguage: 'en', bookNowService: 'Hotels', helpChat: false } as const;

describe('the user an island hydrates with (React error 418)', () => {
  it('is the build’s, even when the island’s code runs after the profile has answered', async () => {
    // The build: fresh modules, nobody known.
    vi.resetModules();
    const { renderToString } = await import('react-dom/server');
    const built = await import('../ProfileMenu.tsx');
    const { createElement } = await import('react');
    const html = renderToString(createElement(built.default, props));

    // The browser: the log-in and the profile come first, then the island's code.
    vi.resetModules();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const react = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { $user } = await import('../../stores/user.ts');
    $user.set({ ...$user.get(), status: 'success', profile });
    const { default: ProfileMenu } = await import('../ProfileMenu.tsx');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const errors: unknown[] = [];
    const root = await react.act(async () => hydrateRoot(host, react.createElement(ProfileMenu, props), { onRecoverableError: (error) => errors.push(error) }));
    expect(errors).toEqual([]);
    // Then the known user shows.
    expect(host.textContent).toContain('AL');
    react.act(() => root.unmount());
    host.remove();
  });
});

describe('every island', () => {
  it('takes the build’s user from USER_BEFORE_START, never from $user.get() when its module runs', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const islands = join(import.meta.dirname, '..');
    const files = (await readdir(islands, { recursive: true })).filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
    const offenders: string[] = [];
    for (const file of files) {
      const source = await readFile(join(islands, file), 'utf8');
      if (/^(?:export )?const \w+(?::[^=]+)? = \$user\.get\(\)/m.test(source)) offenders.push(file);
    }
    expect(files.length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
