import { describe, expect, it } from 'vitest';
import { DEMO_AGENCIES } from '../demo/agencies/index.ts';
import { DEMO_USERS } from '../demo/users.ts';
import { canRead } from './agent-access.ts';

const sunny = DEMO_AGENCIES.find((a) => a.subdomain === 'sunny')!;
const user = (email: string) => DEMO_USERS.find((u) => u.email === email)!;

describe('agent-area read permission (SPEC §6, §2.11)', () => {
  it('follows the read flag of the item a path belongs to, its sub-pages included', () => {
    expect(canRead(sunny, user('owner@sunny.demo'), '/users/agents/view/u-1')).toBe(true);
    expect(canRead(sunny, user('agent@sunny.demo'), '/users/agents/view/u-1')).toBe(false);
    expect(canRead(sunny, user('agent@sunny.demo'), '/users/agents')).toBe(false);
    expect(canRead(sunny, user('agent@sunny.demo'), '/bookings/R-1')).toBe(true);
  });

  it('keeps a SalesAgent out of Markup, Website, Payment and Product settings, not out of Profile (SPEC §6)', () => {
    const sales = user('sales@sunny.demo');
    for (const path of ['/settings/agency', '/settings/website/', '/settings/payment', '/settings/product']) expect(canRead(sunny, sales, path)).toBe(false);
    expect(canRead(sunny, sales, '/settings/profile')).toBe(true);
  });

  it('gives Customize Theme its own flag, not the Website group’s', () => {
    expect(canRead(sunny, user('agent@sunny.demo'), '/settings/website/theme')).toBe(false);
    expect(canRead(sunny, user('admin@sunny.demo'), '/settings/website/theme')).toBe(true);
  });

  it('refuses every agent page to a customer', () => {
    expect(canRead(sunny, user('customer@sunny.demo'), '/dashboard')).toBe(false);
  });
});
