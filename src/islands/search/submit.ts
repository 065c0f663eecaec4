import { translate, type Messages } from '../../i18n/island.ts';
import { searchAddress, type MissingField, type QueryResult } from '../../search/query.ts';

/** The `data-field` that shows each missing piece. */
const FIELD_OF: Record<MissingField, string> = {
  destination: 'destination',
  dates: 'dates',
  childAges: 'guests',
  from: 'from',
  to: 'to',
  pickUp: 'pickUp',
  dropOff: 'dropOff',
  residence: 'residence',
  driverAge: 'driverAge',
  line: 'line',
  month: 'month',
};

/** The message under a field whose value is missing; 'Select date' for dates (SPEC §5). */
export function errorFor(missing: readonly MissingField[], field: MissingField, messages: Messages): string | undefined {
  return missing.includes(field) ? translate(messages, `search.missing.${field}`) : undefined;
}

/** Focus on the first field to fix, so a keyboard or screen-reader user lands on it. */
export function focusFirstMissing(form: HTMLFormElement | null, missing: readonly MissingField[]): void {
  const first = missing[0];
  if (!form || !first) return;
  form.querySelector<HTMLElement>(`[data-field="${FIELD_OF[first]}"]`)?.focus();
}

/**
 * The end of every panel's submit: a search with missing pieces shows them and focuses the first
 * (SPEC §5 'Select date'); a whole one opens the service's results page.
 */
export function submitSearch(result: QueryResult, form: HTMLFormElement | null, showMissing: (missing: MissingField[]) => void, action: string | undefined): void {
  if (!result.ok) {
    showMissing(result.missing);
    focusFirstMissing(form, result.missing);
    return;
  }
  window.location.assign(searchAddress(action ?? '', result.query));
}
