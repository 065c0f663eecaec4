import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { translate, type Messages } from '../../i18n/island.ts';
import type { ResortPlace } from '../../resort/query.ts';
import type { RegionsStore } from '../../stores/resort-regions.ts';
import styles from './Resort.module.scss';

interface RegionBrowserProps {
  store: RegionsStore;
  onPick: (place: ResortPlace & { id: string }) => void;
  messages: Messages;
}

/**
 * SPEC §3: the regions with their subregions, grouped by region name. A
 * disclosure: the button says whether it is open, and the lists are plain buttons in reading
 * order, so Tab and Enter reach every place. The regions load when it first opens.
 */
export function RegionBrowser({ store, onPick, messages }: RegionBrowserProps) {
  const [open, setOpen] = useState(false);
  const state = useStore(store.$state);
  const panel = useId();
  const t = (key: string, values?: Record<string, string | number>) => translate(messages, `resort.${key}`, values);
  const pick = (place: ResortPlace & { id: string }) => {
    setOpen(false);
    onPick(place);
  };

  return (
    <div className={styles.regions}>
      <button
        type="button"
        className={styles.disclosure}
        aria-expanded={open}
        aria-controls={panel}
        data-field="regions"
        onClick={() => {
          if (!open) store.load();
          setOpen(!open);
        }}
      >
        {t('browseRegions')}
      </button>
      <div id={panel} className={styles.regionPanel} hidden={!open} data-region-browser>
        {state.status === 'loading' && <p role="status">{t('regionsLoading')}</p>}
        {state.status === 'failure' && (
          <p role="alert" className={styles.alert}>
            {t('regionsFailed')}{' '}
            <button type="button" className={styles.textButton} onClick={store.load}>
              {t('retry')}
            </button>
          </p>
        )}
        {state.status === 'success' && (
          <div className={styles.regionGroups}>
            {state.items.map(({ region, subregions }) => (
              <section key={region.id} className={styles.regionGroup} aria-labelledby={`${panel}-${region.id}`}>
                <h3 id={`${panel}-${region.id}`}>{region.name}</h3>
                <ul>
                  <li>
                    <button type="button" className={styles.textButton} onClick={() => pick({ id: `region-${region.id}`, name: region.name, lat: region.lat, lon: region.lon })}>
                      {t('allOf', { region: region.name })}
                    </button>
                  </li>
                  {subregions.map((sub) => (
                    <li key={sub.id}>
                      <button type="button" className={styles.textButton} onClick={() => pick({ id: `region-${sub.id}`, ...sub.place })}>
                        {sub.name}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
