import { lazy, Suspense, startTransition, useEffect, useRef, useState, type ComponentType, type SyntheticEvent } from 'react';
import { initialTab, withTab } from '../../deals/tabs.ts';
import type { Messages } from '../../i18n/island.ts';
import type { SearchService } from '../../search/query.ts';
import { DealTabs } from '../deals/DealTabs.tsx';
import type { Handoff } from './handoff.ts';
import type { PanelProps, PanelSetup } from './panel-setup.ts';

/** Each live panel is its own chunk; the widget library loads with the first. */
const PANELS: Record<SearchService, ComponentType<PanelProps>> = {
  Hotels: lazy(() => import('./HotelPanel.tsx')),
  'Air Travel': lazy(() => import('./FlightPanel.tsx')),
  Cars: lazy(() => import('./CarPanel.tsx')),
  Activities: lazy(() => import('./ActivityPanel.tsx')),
  Cruise: lazy(() => import('./CruisePanel.tsx')),
};

export interface SearchPanelsProps {
  /** One service: that panel alone; more: a tab each, in step with the home page's deal tabs. */
  services: readonly SearchService[];
  setup: PanelSetup;
  rtl: boolean;
  /** Each service's static panel, rendered to HTML by the build (StaticPanel.tsx). */
  staticHtml: Partial<Record<SearchService, string>>;
  messages: Messages;
}

const dealsStore = () => import('../../stores/product-deals.ts');

/**
 * The search panels. The build renders the static panel of the first tab; the
 * widgets (react-aria) load on the first hover, touch or focus in the panel, and take over its
 * place without moving anything. On the home page the tab is the deals' tab (SPEC §2.2 `tab`
 * query): choosing one here chooses it there, and the other way round.
 */
export default function SearchPanels({ services, setup, rtl, staticHtml, messages }: SearchPanelsProps) {
  const [tab, setTab] = useState<SearchService>(services[0] ?? 'Hotels');
  const [live, setLive] = useState(false);
  const handoff = useRef<Handoff>({});
  const tabbed = services.length > 1;

  useEffect(() => {
    if (!tabbed) return;
    setTab(initialTab(services, window.location.search) ?? services[0] ?? 'Hotels');
    let stop: (() => void) | undefined;
    let gone = false;
    // Already loaded by the deals island on the home page: the one source of the tab.
    void dealsStore().then(({ $productDeals }) => {
      if (gone) return;
      stop = $productDeals.subscribe(({ tab: dealTab }) => {
        if (dealTab && services.includes(dealTab)) setTab(dealTab);
      });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [tabbed, services]);

  const select = (next: SearchService) => {
    setTab(next);
    void dealsStore().then(({ $productDeals, selectDealTab }) => {
      if ($productDeals.get().tab) selectDealTab(next);
      else window.history.replaceState(window.history.state, '', withTab(window.location.href, next));
    });
  };

  const wake = () => {
    // A transition keeps the static panel (and the focus and text in it) until the widgets are in.
    if (!live) startTransition(() => setLive(true));
  };
  const field = (event: SyntheticEvent) => (event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[data-field]')?.dataset.field : undefined);

  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Hydrated by an interaction (client:interact on a landing page): the focus is already inside.
    const active = document.activeElement;
    if (active instanceof HTMLElement && panel.current?.contains(active)) {
      handoff.current.field = active.closest<HTMLElement>('[data-field]')?.dataset.field;
      startTransition(() => setLive(true));
    } else if (panel.current?.matches(':hover')) {
      // A pointer that came to rest on the panel before hydration sends no new pointerover.
      startTransition(() => setLive(true));
    }
  }, []);

  const Panel = PANELS[tab];
  // The build's HTML, kept as it is: React neither re-renders nor re-checks it, so the static panel
  // costs no JavaScript.
  const fallback = <div dangerouslySetInnerHTML={{ __html: staticHtml[tab] ?? '' }} />;
  return (
    <div>
      {tabbed && (
        <DealTabs
          tabs={services}
          selected={tab}
          labels={{
            Hotels: messages['services.Hotels'] ?? 'Hotels',
            'Air Travel': messages['services.Air Travel'] ?? 'Air Travel',
            Cars: messages['services.Cars'] ?? 'Cars',
            Activities: messages['services.Activities'] ?? 'Activities',
            Cruise: messages['services.Cruise'] ?? 'Cruise',
          }}
          label={messages['search.tabsLabel'] ?? ''}
          idPrefix="search"
          rtl={rtl}
          onSelect={select}
        />
      )}
      <div
        ref={panel}
        id="search-panel"
        // A visitor who reaches for the panel starts the results app's module loading.
        data-prefetch-app={setup.apps[tab]}
        role={tabbed ? 'tabpanel' : undefined}
        aria-labelledby={tabbed ? `search-tab-${services.indexOf(tab)}` : undefined}
        onPointerOver={wake}
        onPointerDown={wake}
        onFocus={(event) => {
          if (!live) handoff.current.field = field(event);
          wake();
        }}
        onBlur={(event) => {
          if (!live && !event.currentTarget.contains(event.relatedTarget as Node | null)) handoff.current.field = undefined;
        }}
        onKeyDown={wake}
        onInput={(event) => {
          const target = event.target;
          if (!live && target instanceof HTMLInputElement && target.dataset.field === handoff.current.field) handoff.current.text = target.value;
        }}
        onClick={(event) => {
          if (live) return;
          // The static form does nothing itself: its submit (a click, or Enter in a field) waits for the live one.
          event.preventDefault();
          handoff.current.field = field(event);
          handoff.current.click = event.target instanceof HTMLButtonElement;
          wake();
        }}
      >
        <Suspense fallback={fallback}>{live ? <Panel key={tab} setup={setup} messages={messages} handoff={handoff.current} /> : fallback}</Suspense>
      </div>
    </div>
  );
}
