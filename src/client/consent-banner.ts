import { $consentView, acceptAll, currentChoice, decideConsent, openConsentSettings, rejectAll } from '../stores/consent.ts';

/**
 * Shows the consent banner the build printed (src/components/ConsentBanner.astro) as the store
 * says, and hands the visitor's buttons to the store; the rule itself is src/stores/consent.ts.
 * Plain DOM rather than a React island: the banner is on every page of an agency with trackers,
 * and its JavaScript stays within BUDGETS.consentBannerJsGzip.
 */
export function renderConsentBanner(root = document.getElementById('consent')): void {
  if (!root) return;
  const box = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const more = root.querySelector<HTMLButtonElement>('[data-consent="settings"]');
  // The footer's "Cookie settings" that opened the banner gets the focus back when it closes.
  let opener: HTMLElement | undefined;

  const act = (action: string | undefined) => {
    if (action === 'accept') acceptAll();
    else if (action === 'reject') rejectAll();
    else if (action === 'settings') openConsentSettings();
    else if (action === 'save') decideConsent({ analytics: !!box('analytics')?.checked, marketing: !!box('marketing')?.checked });
  };
  root.addEventListener('click', (event) => act((event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent));
  // A button pressed before this module loaded, kept by the first-paint script (consentFirstPaintScript).
  root.toggleAttribute('data-live', true);
  const early = root.dataset.early;
  delete root.dataset.early;
  act(early);
  for (const link of document.querySelectorAll<HTMLElement>('[data-consent-open]')) {
    link.addEventListener('click', () => {
      opener = link;
      openConsentSettings();
    });
  }

  $consentView.subscribe((view) => {
    const was = root.dataset.view;
    const focused = root.contains(document.activeElement);
    root.hidden = view === 'closed';
    if (view === 'closed') {
      if (focused) opener?.focus();
      opener = undefined;
      return;
    }
    root.dataset.view = view;
    more?.setAttribute('aria-expanded', String(view === 'settings'));
    if (view === 'settings' && was !== 'settings') {
      const choice = currentChoice();
      for (const name of ['analytics', 'marketing'] as const) {
        const input = box(name);
        if (input) input.checked = choice[name];
      }
    }
    // Opened on purpose (the footer, Settings): the visitor goes where the choice is made.
    if (view === 'settings') root.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  });
}
