import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import { confirmPayment, declineOf, payHold, type Decline, type HoldPayment, type PendingPayment } from '../api/booking-payment.ts';
import { cardProblems, EMPTY_CARD, type CardField, type CardInput, type CardProblem } from '../payment/card.ts';

/*
 * SPEC §3 currentGateway, §4 Resort: the resort checkout's payment step. The held stay is paid
 * through the agency's gateway with the calls every service pays with (src/api/booking-payment.ts),
 * then the hold is confirmed (resort-hold.ts), so the booking My Trips lists carries the payment.
 * The card is checked here first, field by field; a declined card keeps everything typed; a card
 * that asks for an extra confirmation step shows it, and the payment goes through once the
 * visitor confirms. The card lives only in this store's memory until the payment is approved.
 */

export type PaymentNotice =
  /** Some fields are wrong: each says why. */
  | { kind: 'fix' }
  | { kind: 'declined'; decline: Decline }
  /** The visitor cancelled the confirmation step: nothing was charged. */
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

export type PaymentState =
  | { status: 'editing'; problems: Partial<Record<CardField, CardProblem>>; notice?: PaymentNotice }
  | { status: 'paying' }
  /** The card asks for the extra confirmation step; `approving` while the confirmation is sent. */
  | { status: 'step'; hold: string; pending: PendingPayment; approving: boolean }
  | { status: 'paid'; paid: HoldPayment };

export interface PaymentEnvironment {
  /** The agency API client, with the visitor's access token; asked for when paying (the page renders first on the server). */
  api: () => ApiClient;
  /** The hold being paid for (its reference), when there is one. */
  hold: () => string | undefined;
  /** The payment is approved: the hold is confirmed next. */
  onPaid: () => void;
  today?: () => Date;
}

export interface PaymentStore {
  $card: ReadableAtom<CardInput>;
  $state: ReadableAtom<PaymentState>;
  edit: (field: CardField, value: string) => void;
  /** Checks the card and pays; with the hold paid already, confirms it again. */
  submit: () => void;
  /** Confirms the payment at the step the card asked for. */
  approve: () => void;
  /** Leaves the confirmation step unconfirmed: back to the card, nothing charged. */
  cancelStep: () => void;
  /**
   * The hold on the page is this one (a new hold after one ended): a payment or confirmation step
   * of another hold is dropped, and the card as typed stays.
   */
  follow: (hold: string | undefined) => void;
}

export const PAYMENT_BEFORE_START: PaymentState = { status: 'editing', problems: {} };

export function resortPaymentStore(environment: PaymentEnvironment): PaymentStore {
  const today = environment.today ?? (() => new Date());
  const $card = atom<CardInput>(EMPTY_CARD);
  const $state = atom<PaymentState>(PAYMENT_BEFORE_START);

  const paid = (payment: HoldPayment) => {
    // Nothing of the card outlives the payment but its brand and last four digits.
    $card.set(EMPTY_CARD);
    $state.set({ status: 'paid', paid: payment });
    environment.onPaid();
  };

  /** A refused payment: the card stays as typed, and the page says why. */
  const refused = (error: unknown) => {
    const decline = declineOf(error);
    $state.set({ status: 'editing', problems: {}, notice: decline ? { kind: 'declined', decline } : { kind: 'failed', message: error instanceof Error ? error.message : '' } });
  };

  return {
    $card,
    $state,
    edit: (field, value) => {
      $card.set({ ...$card.get(), [field]: value });
    },
    submit: () => {
      const state = $state.get();
      const hold = environment.hold();
      if (!hold || state.status === 'paying' || state.status === 'step') return;
      if (state.status === 'paid' && state.paid.hold === hold) return environment.onPaid();
      const problems = cardProblems($card.get(), today());
      if (Object.keys(problems).length) return $state.set({ status: 'editing', problems, notice: { kind: 'fix' } });
      $state.set({ status: 'paying' });
      payHold(environment.api(), hold, $card.get()).then((answer) => {
        if ('paymentId' in answer) $state.set({ status: 'step', hold, pending: answer, approving: false });
        else paid(answer);
      }, refused);
    },
    approve: () => {
      const state = $state.get();
      if (state.status !== 'step' || state.approving) return;
      const pending = state.pending;
      $state.set({ ...state, approving: true });
      confirmPayment(environment.api(), pending.paymentId).then(paid, (error: unknown) => {
        // A lapsed or unknown confirmation charged nothing: back to the card with the reason.
        refused(error);
      });
    },
    cancelStep: () => {
      if ($state.get().status === 'step') $state.set({ status: 'editing', problems: {}, notice: { kind: 'cancelled' } });
    },
    follow: (hold) => {
      const state = $state.get();
      const of = state.status === 'step' ? state.hold : state.status === 'paid' ? state.paid.hold : undefined;
      // No hold held (confirming, confirmed, ended) changes nothing: a paid hold keeps its payment to show.
      if (hold !== undefined && of !== undefined && of !== hold) $state.set(PAYMENT_BEFORE_START);
    },
  };
}
