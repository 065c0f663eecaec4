import type { Page } from '@playwright/test';

/** The answers a page gets to one API path, in the order they come. */
export interface ApiAnswers<T> {
  /** The latest answer so far (its `data`), or undefined before the first. */
  last(): Promise<T | undefined>;
}

/**
 * Records every answer the page gets to `GET path` from now on. A reference remote app asks the
 * API afresh when it draws again after a retry or a new currency (the profile's arrival reuses the
 * answer on its way: runApp, reference/apps/kit.js): where other tests change what
 * the API answers meanwhile, the page shows its last answer, not its first.
 */
export function apiAnswers<T>(page: Page, path: string): ApiAnswers<T> {
  const answers: Promise<T | undefined>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== path || response.request().method() !== 'GET') return;
    // A page that moved on may drop an answer's body: that answer was never drawn either.
    answers.push(response.json().then((body: { data: T }) => body.data, () => undefined));
  });
  return { last: async () => answers.at(-1) };
}
