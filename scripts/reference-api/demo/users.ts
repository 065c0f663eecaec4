import type { DemoUser } from './types.ts';

/** Every demo user logs in with this password (README, SPEC §6 roles). */
export const DEMO_PASSWORD = 'Travel2026!';

const customer = { userType: 'Customer', isTravelAgent: false, isRestrictedAgent: false };
const agent = (userType: string, isRestrictedAgent = false) => ({ userType, isTravelAgent: true, isRestrictedAgent });

/** One user per SPEC §6 role. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 'sunny-customer',
    agency: 'sunny',
    email: 'customer@sunny.demo',
    role: 'Customer (reward wallet on)',
    ...customer,
    isRewardWalletEnable: true,
    firstName: 'Clara',
    lastName: 'Lopez',
    credits: { amount: 125.5, currency: 'USD' },
  },
  {
    id: 'sunny-agent',
    agency: 'sunny',
    email: 'agent@sunny.demo',
    role: 'Travel agent (sees wholesale and markup; hotels v2 setting)',
    ...agent('Agent'),
    isRewardWalletEnable: true,
    enableHotelsV2: true,
    firstName: 'Marcus',
    lastName: 'Reed',
    credits: { amount: 840, currency: 'USD' },
  },
  {
    id: 'sunny-restricted',
    agency: 'sunny',
    email: 'restricted@sunny.demo',
    role: 'Restricted agent (no wholesale or markup)',
    ...agent('Agent', true),
    isRewardWalletEnable: false,
    firstName: 'Priya',
    lastName: 'Nair',
    credits: { amount: 0, currency: 'USD' },
  },
  {
    id: 'sunny-owner',
    agency: 'sunny',
    email: 'owner@sunny.demo',
    role: 'AgencyOwner with business info',
    ...agent('AgencyOwner'),
    isRewardWalletEnable: true,
    enableHotelsV2: true,
    enableFlightsV2: true,
    firstName: 'Sandra',
    lastName: 'Whitfield',
    credits: { amount: 2500, currency: 'USD' },
  },
  {
    id: 'sunny-admin',
    agency: 'sunny',
    email: 'admin@sunny.demo',
    role: 'Admin',
    ...agent('Admin'),
    isRewardWalletEnable: false,
    firstName: 'Tomás',
    lastName: 'Alvarez',
    credits: { amount: 310.75, currency: 'USD' },
  },
  {
    id: 'sunny-sales',
    agency: 'sunny',
    email: 'sales@sunny.demo',
    role: 'SalesAgent (Markup, Website, Payment, Product settings disabled)',
    ...agent('SalesAgent'),
    isRewardWalletEnable: false,
    firstName: 'Jade',
    lastName: 'Okoye',
    credits: { amount: 60, currency: 'USD' },
  },
  {
    id: 'nordic-owner',
    agency: 'nordic',
    email: 'owner@nordic.demo',
    role: 'AgencyOwner without business info, unsubscribed agency',
    ...agent('AgencyOwner'),
    isRewardWalletEnable: false,
    firstName: 'Erik',
    lastName: 'Lindqvist',
    credits: { amount: 0, currency: 'SEK' },
  },
  {
    id: 'medina-customer',
    agency: 'medina',
    email: 'customer@medina.demo',
    role: 'Customer (agency without non-login prices, right-to-left)',
    ...customer,
    isRewardWalletEnable: false,
    firstName: 'ليلى',
    lastName: 'الحسن',
    credits: { amount: 0, currency: 'AED' },
  },
];

/** The demo log-ins, for the README. */
export const DEMO_LOGINS = DEMO_USERS.map(({ email, role, agency }) => ({ email, password: DEMO_PASSWORD, role, agency }));
