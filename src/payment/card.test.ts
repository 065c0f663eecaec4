import { describe, expect, it } from 'vitest';
import * as remote from '../../reference/rules/payment-rules.js';
import { cardProblems, luhnValid, parseExpiry } from './card.ts';

/*
 * The resort checkout's card rules are a copy of the remote apps' (the shell cannot import a remote
 * module): both must judge every card alike, or one checkout would take what another refuses.
 */

const TODAY = new Date('2026-11-28T12:00:00Z');
const NUMBERS = ['4242424242424242', '4242424242424241', '378282246310005', '5555555555554444', '', '12', '4000 0000 0000 0002', '4242-4242-4242-4242'];
const EXPIRIES = ['12/40', '11/26', '10/26', '1/27', '13/27', '00/27', '12-40', '', '12/2040'];
const CVCS = ['123', '1234', '12', 'abc', ''];

describe('card rules: the shell copy agrees with the remote apps’', () => {
  it('checks numbers and expiry dates alike', () => {
    for (const number of NUMBERS) expect(luhnValid(remote.cardDigits(number)), number).toBe(remote.luhnValid(remote.cardDigits(number)));
    for (const expiry of EXPIRIES) expect(parseExpiry(expiry), expiry).toEqual(remote.parseExpiry(expiry));
  });

  it('finds the same problems in every card of a sweep', () => {
    for (const number of NUMBERS) {
      for (const expiry of EXPIRIES) {
        for (const cvc of CVCS) {
          for (const name of ['', 'Clara Lopez']) {
            const card = { name, number, expiry, cvc };
            expect(cardProblems(card, TODAY), JSON.stringify(card)).toEqual(remote.cardProblems(card, TODAY));
          }
        }
      }
    }
  });
});
