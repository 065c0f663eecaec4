import { useEffect, useRef } from 'react';
import type { HoldPayment } from '../../api/booking-payment.ts';
import type { Hold } from '../../api/resort-service.ts';
import { formatMoney } from '../../currency/format.ts';
import type { CardField, CardInput } from '../../payment/card.ts';
import type { PaymentState, PaymentStore } from '../../stores/resort-payment.ts';
import styles from './Resort.module.scss';

type T = (key: string, values?: Record<string, string | number>) => string;

const BRANDS = new Set(['visa', 'mastercard', 'amex']);
const brandName = (brand: string, t: T) => t(`pay.brand.${BRANDS.has(brand) ? brand : 'card'}`);

/** Minor units as the amount formatMoney writes (USD 2 digits, JPY 0, KWD 3). */
const fromMinor = (minor: number, currency: string) =>
  minor / 10 ** (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2);

const FIELDS: { field: CardField; label: string; attributes: Record<string, string | number> }[] = [
  { field: 'name', label: 'pay.cardName', attributes: { autoComplete: 'cc-name', maxLength: 100 } },
  { field: 'number', label: 'pay.cardNumber', attributes: { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 } },
  { field: 'expiry', label: 'pay.cardExpiry', attributes: { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY', maxLength: 7 } },
  { field: 'cvc', label: 'pay.cardCvc', attributes: { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 } },
];

interface CardPaymentProps {
  hold: Hold;
  card: CardInput;
  state: PaymentState;
  store: PaymentStore;
  language: string;
  t: T;
}

/**
 * The resort checkout's card (SPEC §3 currentGateway): its fields, each with its own error; the
 * notice of a decline or a cancelled confirmation step; the step itself when the card asks for it.
 * Renders the payment store's state only (src/stores/resort-payment.ts).
 */
export function CardPayment({ hold, card, state, store, language, t }: CardPaymentProps) {
  const form = useRef<HTMLFormElement>(null);
  const step = useRef<HTMLHeadingElement>(null);

  // A refused card moves the focus to the first wrong field, or to the notice saying why.
  useEffect(() => {
    if (state.status === 'step') step.current?.focus();
    if (state.status !== 'editing' || !state.notice) return;
    const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current?.querySelector<HTMLElement>('[data-payment-notice]');
    target?.focus();
  }, [state]);

  if (state.status === 'step') {
    const { pending } = state;
    const total = formatMoney(fromMinor(pending.charge.total, pending.charge.currency), pending.charge.currency, language);
    return (
      <section className={styles.payment} aria-labelledby="resort-pay-step" data-payment-step>
        <h3 id="resort-pay-step" ref={step} tabIndex={-1}>
          {t('pay.stepTitle')}
        </h3>
        <p>{t('pay.stepBody', { total, brand: brandName(pending.card.brand, t), last4: pending.card.last4 })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={store.approve} disabled={state.approving}>
            {t('pay.approve')}
          </button>
          <button type="button" className={styles.secondary} onClick={store.cancelStep} disabled={state.approving}>
            {t('pay.cancelStep')}
          </button>
        </div>
      </section>
    );
  }

  const problems = state.status === 'editing' ? state.problems : {};
  const notice = state.status === 'editing' ? state.notice : undefined;
  const noticeText =
    notice?.kind === 'fix'
      ? t('pay.fix')
      : notice?.kind === 'declined'
        ? t(`pay.decline.${notice.decline}`)
        : notice?.kind === 'cancelled'
          ? t('pay.cancelled')
          : notice?.kind === 'failed'
            ? t('pay.failed')
            : '';
  const paid = state.status === 'paid';
  return (
    <form
      ref={form}
      className={styles.payment}
      noValidate
      aria-labelledby="resort-pay-title"
      data-payment={state.status}
      onSubmit={(event) => {
        event.preventDefault();
        store.submit();
      }}
    >
      <h3 id="resort-pay-title">{t('pay.title')}</h3>
      {!paid &&
        FIELDS.map(({ field, label, attributes }) => {
          const id = `resort-card-${field}`;
          const problem = problems[field];
          return (
            <div className={styles.field} key={field}>
              <label htmlFor={id}>{t(label)}</label>
              <input
                id={id}
                name={`card.${field}`}
                required
                value={card[field]}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(event) => store.edit(field, event.currentTarget.value)}
                {...attributes}
              />
              {problem && (
                <p id={`${id}-error`} className={styles.fieldError}>
                  {t(`pay.problem.${problem}`)}
                </p>
              )}
            </div>
          );
        })}
      {noticeText && (
        <p role="alert" className={styles.fieldError} tabIndex={-1} data-payment-notice={notice?.kind}>
          {noticeText}
        </p>
      )}
      {state.status === 'paying' && <p role="status">{t('pay.paying')}</p>}
      <button type="submit" className={styles.primary} disabled={state.status === 'paying'}>
        {paid ? t('confirm') : t('pay.submit', { total: formatMoney(hold.total, hold.currency, language) })}
      </button>
    </form>
  );
}

/** "Paid with Visa ending in 4242": the card line of a paid booking, as My Trips writes it. */
export function PaidWith({ payment, t }: { payment: HoldPayment['payment']; t: T }) {
  return <p data-payment="paid">{t('pay.paidWith', { brand: brandName(payment.brand, t), last4: payment.last4 })}</p>;
}
