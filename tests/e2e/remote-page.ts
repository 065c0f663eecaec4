import type { Locator, Page } from '@playwright/test';

/**
 * A reference app's page, drawn for the visitor known (`data-user-known`, kit.js). A drawing made
 * before the profile came is drawn again when it comes, losing what it showed meanwhile (field
 * errors, 'Saved.', 'Link copied.'): a test that types, saves or reads a notice acts on this one.
 */
export const drawnForVisitor = (page: Page, app: string): Locator => page.locator(`[data-remote-root="${app}"][data-state="ready"][data-user-known]`);
