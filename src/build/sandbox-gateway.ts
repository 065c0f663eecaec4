import type { CurrentPayment } from '../api/payment.ts';

/*
 * A sandbox tenant (tenants/<id>.json `"sandbox": true`) is an agency being tried out: it takes
 * the test gateway only (SPEC §3 currentGateway). The gateway is the agency's setting, read from
 * SPEC §7 GET /api/getCurrentPaymentGateway, so the build checks it and refuses to publish a
 * sandbox site whose agency takes live payments.
 */

/** Publishable keys that name a live account, whatever isTestMode says (Stripe's pk_live_, Adyen's live_…). */
const LIVE_KEY = /^(?:pk_)?live_/i;

/** Why a sandbox tenant may not take this gateway; undefined when it is a test gateway. */
export function liveGatewayProblem(payment: CurrentPayment): string | undefined {
  const name = `${payment.currentPaymentGateway} (${payment.currentGateway})`;
  if (!payment.isTestMode) {
    return `sandbox: the agency's payment gateway ${name} runs in live mode (isTestMode: false); a sandbox tenant takes the test gateway only — switch Payment settings to test mode, or remove "sandbox" from the registry file`;
  }
  if (payment.publishableKey !== undefined && LIVE_KEY.test(payment.publishableKey)) {
    return `sandbox: the agency's payment gateway ${name} has a live publishable key (publishableKey: ${payment.publishableKey.slice(0, 8)}…); a sandbox tenant takes the test gateway only`;
  }
  return undefined;
}
