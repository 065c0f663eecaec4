// @ts-check
/*
 * What the pages of the reference `main` app share (main.js and the main-*.js page modules): the
 * page frame and the gates of SPEC §6 (logged in; travel agent).
 */
import { el, loginPrompt } from './kit.js';

/** @typedef {import('./kit.js').View} View */
/** @typedef {import('./kit.js').Page} Page */

/** @param {string} heading @param {...(Node | string | null | false | undefined)} content */
export const section = (heading, ...content) => el('div', { class: 'rx' }, el('h1', {}, heading), ...content);

/** A page for a logged-in visitor; others get the Log In link back to it. @param {Page} page @returns {Page} */
export const member = (page) => (view) => (view.loggedIn ? page(view) : loginPrompt(view));

/** SPEC §6: a page of the agent area; a customer is told it is not for them. @param {Page} page @returns {Page} */
export const agentOnly = (page) =>
  member((view) => (view.user.profile && !view.user.profile.isTravelAgent ? section(view.t('agentOnly.title'), el('p', {}, view.t('agentOnly.body'))) : page(view)));

/** Logged in, but the shell has not sent the profile yet: the user event will draw the page again. @param {View} view */
export const waiting = (view) => el('p', { role: 'status' }, view.t('loading'));

