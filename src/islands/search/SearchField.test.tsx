// @vitest-environment jsdom
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandMessages } from '../../i18n/island-messages.ts';
import type { SearchService } from '../../search/query.ts';
import { setSearchListsEnvironment } from '../../stores/search-lists.ts';
import ActivityPanel from './ActivityPanel.tsx';
import CarPanel from './CarPanel.tsx';
import CruisePanel from './CruisePanel.tsx';
import FlightPanel from './FlightPanel.tsx';
import HotelPanel from './HotelPanel.tsx';
import { SEARCH_PANEL_MESSAGES } from './messages.ts';
import type { PanelProps } from './panel-setup.ts';
import { StaticPanel } from './StaticPanel.tsx';
import styles from './SearchPanels.module.scss';
import widgets from './SearchWidgets.module.scss';

/*
 * Every field of every search panel is drawn in the one frame of SearchField.tsx: its label names
 * the control and its message is announced with it, in the live panels (react-aria widgets and
 * plain controls alike) and in the build's static panels, whose frames are those of the live
 * fields that replace them.
 */

/** The fields drawn through the frame, by data-field. */
const framed = new Set<string>();
vi.mock('./SearchField.tsx', async (original) => {
  const actual = await original<typeof import('./SearchField.tsx')>();
  return {
    ...actual,
    useFieldFrame: (options: Parameters<typeof actual.useFieldFrame>[0]) => {
      framed.add(options.field);
      return actual.useFieldFrame(options);
    },
    SearchField: (props: Parameters<typeof actual.SearchField>[0]) => {
      framed.add(props.field);
      return <actual.SearchField {...props} />;
    },
  };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const messages = islandMessages('en', SEARCH_PANEL_MESSAGES);
const setup: PanelProps['setup'] = { actions: {}, apps: {}, hotelsV2: false, hotelServiceUrl: '', flightsV2: false, flightServiceUrl: '', language: 'en' };

/** Each panel, and the fields an empty search marks as missing. */
const PANELS: readonly { service: SearchService; Panel: ComponentType<PanelProps>; missing: readonly string[] }[] = [
  { service: 'Hotels', Panel: HotelPanel, missing: ['destination', 'dates'] },
  { service: 'Air Travel', Panel: FlightPanel, missing: ['from', 'to', 'dates'] },
  { service: 'Cars', Panel: CarPanel, missing: ['pickUp', 'dropOff', 'dates'] },
  { service: 'Activities', Panel: ActivityPanel, missing: ['destination', 'dates'] },
  { service: 'Cruise', Panel: CruisePanel, missing: ['line', 'month'] },
];

/** The controls that are fields of a frame: all but the submit button and the trip type's radios. */
const controls = (form: Element) => [...form.querySelectorAll<HTMLElement>('[data-field]')].filter((control) => !['submit', 'tripType'].includes(control.dataset.field ?? ''));

/** A field's frame: its root, the label and the message among the root's own children. */
function frameOf(control: HTMLElement) {
  const root = control.closest<HTMLElement>(`.${styles.field}`);
  return {
    root,
    label: root?.querySelector<HTMLElement>(`:scope > .${styles.label}`) ?? null,
    message: root?.querySelector<HTMLElement>(`:scope > .${widgets.error}`) ?? null,
  };
}

/** The elements that name a control: those of its aria-labelledby, else its labels. */
function namedBy(control: HTMLElement): Element[] {
  const ids = control.getAttribute('aria-labelledby');
  if (ids) return ids.split(' ').map((id) => control.ownerDocument.getElementById(id)).filter((element) => element !== null);
  return [...((control as HTMLInputElement).labels ?? [])];
}

/** Each field's frame as tags and classes (the control's placeholder look apart): what the layout rests on. */
const frameShape = (form: Element) =>
  Object.fromEntries(
    controls(form).map((control) => {
      const { root, label } = frameOf(control);
      const classes = (element: Element | null | undefined) => `${element?.tagName.toLowerCase()}.${[...(element?.classList ?? [])].filter((name) => name !== styles.placeholder).join('.')}`;
      return [control.dataset.field, `${classes(root)} > ${classes(label)} + ${classes(control)}`];
    }),
  );

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  framed.clear();
  setSearchListsEnvironment({ carRentalCountries: async () => [{ code: 'US', name: 'United States' }], shipLines: async () => [] });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
});

async function show(Panel: ComponentType<PanelProps>): Promise<HTMLFormElement> {
  await act(async () => root.render(<Panel setup={setup} messages={messages} handoff={{}} />));
  const form = host.querySelector('form');
  if (!form) throw new Error('The panel drew no form.');
  return form;
}

const press = (element: Element | null | undefined) =>
  act(async () => {
    if (!(element instanceof HTMLElement)) throw new Error('Nothing to press.');
    element.click();
  });

describe('every field of every live panel is drawn in the search field frame', () => {
  for (const { service, Panel, missing } of PANELS) {
    it(`${service}: each label names its control; an empty search's messages are announced with theirs`, async () => {
      const form = await show(Panel);
      await act(async () => form.requestSubmit());

      const fields = controls(form);
      expect(fields.length).toBeGreaterThan(1);
      expect([...framed].sort()).toEqual(fields.map((control) => control.dataset.field).sort());
      for (const control of fields) {
        const { root: frame, label, message } = frameOf(control);
        const field = control.dataset.field;
        expect(frame, `${field}: a frame`).not.toBeNull();
        expect(label?.textContent, `${field}: a label`).toBeTruthy();
        expect(namedBy(control), `${field}: named by its label`).toContain(label);
        if (!missing.includes(field ?? '')) {
          expect(message, `${field}: no message`).toBeNull();
          continue;
        }
        expect(message?.textContent, `${field}: a message`).toBe(messages[`search.missing.${field}`]);
        expect(control.getAttribute('aria-describedby')?.split(' '), `${field}: described by its message`).toContain(message?.id);
        // A button (react-aria's keeps no aria-invalid) says what is wrong through its message.
        if (control.tagName !== 'BUTTON') expect(control.getAttribute('aria-invalid'), `${field}: invalid`).toBe('true');
      }
    });
  }

  it("Hotels: a child without an age is announced with the guests' button", async () => {
    const form = await show(HotelPanel);
    const guests = form.querySelector('[data-field="guests"]');
    await press(guests);
    await press(document.querySelector(`[aria-label="${messages['search.increase']?.replace('{{label}}', messages['search.children'] ?? '')}"]`));
    await act(async () => form.requestSubmit());

    const { message } = frameOf(guests as HTMLElement);
    expect(message?.textContent).toBe(messages['search.missing.childAges']);
    expect(guests?.getAttribute('aria-describedby')?.split(' ')).toContain(message?.id);
  });
});

describe("the build's static panels", () => {
  for (const { service, Panel } of PANELS) {
    it(`${service}: the live panel's frames, each label naming its control`, async () => {
      const parsed = new DOMParser().parseFromString(renderToStaticMarkup(<StaticPanel service={service} messages={messages} residenceName="United States" />), 'text/html');
      const staticForm = parsed.querySelector('form');
      if (!staticForm) throw new Error('The static panel drew no form.');
      for (const control of controls(staticForm)) {
        const { label } = frameOf(control);
        expect(label?.textContent, `${control.dataset.field}: a label`).toBeTruthy();
        expect(namedBy(control), `${control.dataset.field}: named by its label`).toContain(label);
      }
      expect(frameShape(staticForm)).toEqual(frameShape(await show(Panel)));
    });
  }
});
