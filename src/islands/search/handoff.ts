import { useEffect, type RefObject } from 'react';

/*
 * The static panel is the final layout; the widgets replace it once their code has loaded
 * (dynamic import on first interaction). What the visitor did meanwhile is handed over:
 * the field they were in (by its `data-field`), a click on it, and text typed into it.
 */
export interface Handoff {
  field?: string;
  click?: boolean;
  text?: string;
}

/** Puts the visitor back where they were: focus on the same field, and its click replayed. */
export function useHandoff(form: RefObject<HTMLFormElement | null>, handoff: Handoff): void {
  useEffect(() => {
    const field = handoff.field;
    if (!field) return;
    const element = form.current?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
    if (!element) return;
    element.focus();
    if (handoff.click) element.click();
    // Once only: a later remount (another tab) starts fresh.
    handoff.field = undefined;
    handoff.click = false;
    // Mount only: the handoff is of the moment the live panel replaced the static one.
  }, []);
}
