import { useId } from 'react';
import { translate, type Messages } from '../../i18n/island.ts';
import { DEFAULT_CRUISE_GUESTS, DEFAULT_FLIGHT_GUESTS, DEFAULT_ROOMS, DRIVER_AGE } from '../../search/guests.ts';
import type { SearchService } from '../../search/query.ts';
import { cruiseGuestsSummary, flightGuestsSummary, roomsSummary } from './summaries.ts';
import { SearchField } from './SearchField.tsx';
import styles from './SearchPanels.module.scss';

/*
 * A panel as the build renders it: the same fields, classes and sizes as the live panel, without
 * the widget library (the static HTML is the final layout). Rendered to HTML at
 * build time only (src/components/SearchPanels.astro), so none of this reaches the browser; the
 * island notes what the visitor does in it (handoff.ts) while the live panel's code loads.
 */

interface StaticPanelProps {
  service: SearchService;
  messages: Messages;
  /** SPEC §9 default residence, named in the page language by the build. */
  residenceName: string;
}

export function StaticPanel({ service, messages, residenceName }: StaticPanelProps) {
  const id = useId();
  const t = (key: string) => translate(messages, `search.${key}`);
  const input = (field: string, label: string, placeholder: string, wide = false) => (
    <SearchField field={field} label={label} wide={wide}>
      {(control) => <input {...control} placeholder={placeholder} autoComplete="off" />}
    </SearchField>
  );
  const button = (field: string, label: string, text: string, placeholder = false) => (
    <SearchField field={field} label={label} wiring="button">
      {(control) => (
        <div className={styles.group}>
          <button type="button" {...control} className={`${control.className} ${placeholder ? styles.placeholder : ''}`}>
            {text}
          </button>
        </div>
      )}
    </SearchField>
  );
  const select = (field: string, label: string, option: string) => (
    <SearchField field={field} label={label}>
      {(control) => (
        <select {...control}>
          <option>{option}</option>
        </select>
      )}
    </SearchField>
  );
  const submit = (
    <button type="submit" className={styles.submit} data-field="submit">
      {t('submit')}
    </button>
  );
  return (
    <form className={styles.form} data-search-panel={service} data-static>
      {service === 'Hotels' && (
        <>
          {input('destination', t('destination'), t('destinationPlaceholder'), true)}
          {button('dates', t('stayDates'), t('selectDate'), true)}
          {button('guests', t('guests'), roomsSummary(DEFAULT_ROOMS, messages))}
        </>
      )}
      {service === 'Air Travel' && (
        <>
          <fieldset className={`${styles.radios} ${styles.full}`}>
            <legend className={styles.hidden}>{t('tripType')}</legend>
            <label>
              <input type="radio" name={`${id}-trip`} value="return" defaultChecked data-field="tripType" /> {t('returnTrip')}
            </label>
            <label>
              <input type="radio" name={`${id}-trip`} value="oneway" /> {t('oneWay')}
            </label>
          </fieldset>
          {input('from', t('from'), t('airportPlaceholder'))}
          {input('to', t('to'), t('airportPlaceholder'))}
          {button('dates', t('travelDates'), t('selectDate'), true)}
          {button('guests', t('passengers'), flightGuestsSummary(DEFAULT_FLIGHT_GUESTS, messages))}
        </>
      )}
      {service === 'Cars' && (
        <>
          {input('pickUp', t('pickUp'), t('carPlaceholder'))}
          {input('dropOff', t('dropOff'), t('carPlaceholder'))}
          {button('dates', t('rentalDates'), t('selectDate'), true)}
          {select('pickUpTime', t('pickUpTime'), '10:00')}
          {select('dropOffTime', t('dropOffTime'), '10:00')}
          <SearchField field="driverAge" label={t('driverAge')}>
            {(control) => <input {...control} type="number" inputMode="numeric" defaultValue={DRIVER_AGE.default} />}
          </SearchField>
          {select('residence', t('residence'), residenceName)}
        </>
      )}
      {service === 'Activities' && (
        <>
          {input('destination', t('destination'), t('activityPlaceholder'), true)}
          {button('dates', t('activityDates'), t('selectDate'), true)}
        </>
      )}
      {service === 'Cruise' && (
        <>
          {select('line', t('line'), t('chooseLine'))}
          {select('month', t('month'), t('chooseMonth'))}
          {button('guests', t('guests'), cruiseGuestsSummary(DEFAULT_CRUISE_GUESTS, messages))}
        </>
      )}
      {submit}
    </form>
  );
}
