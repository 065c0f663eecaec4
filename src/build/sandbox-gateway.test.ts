import { describe, expect, it } from 'vitest';
import { liveGatewayProblem } from './sandbox-gateway.ts';

const stripe = { currentGateway: 'stripe', currentPaymentGateway: 'Stripe' };

describe('a sandbox tenant takes the test gateway only (SPEC §3 currentGateway)', () => {
  it('accepts a gateway in test mode, with a test key or none', () => {
    expect(liveGatewayProblem({ ...stripe, isTestMode: true })).toBeUndefined();
    expect(liveGatewayProblem({ ...stripe, isTestMode: true, publishableKey: 'pk_test_abc' })).toBeUndefined();
  });

  it('refuses a gateway in live mode, naming the field', () => {
    expect(liveGatewayProblem({ ...stripe, isTestMode: false })).toMatch(/^sandbox: the agency's payment gateway Stripe \(stripe\) runs in live mode \(isTestMode: false\)/);
  });

  it('refuses a live publishable key even when the gateway says test mode', () => {
    expect(liveGatewayProblem({ ...stripe, isTestMode: true, publishableKey: 'pk_live_alpineDemo00000000000' })).toMatch(/^sandbox: .*live publishable key \(publishableKey: pk_live_…\)/);
    expect(liveGatewayProblem({ currentGateway: 'adyen', currentPaymentGateway: 'Adyen', isTestMode: true, publishableKey: 'live_ABC' })).toMatch(/publishableKey/);
  });
});
