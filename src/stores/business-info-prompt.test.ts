import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_INFO_MODAL, startBusinessInfoPrompt, stopBusinessInfoPrompt } from './business-info-prompt.ts';
import { $modal } from './modal.ts';
import { permissionsFor } from '../roles/permissions.ts';
import { $user } from './user.ts';
import type { UserState } from '../roles/user-state.ts';

function userOf(userType: string | null, status: UserState['status'] = 'success'): UserState {
  const profile = userType ? ({ userType, isTravelAgent: true, isRestrictedAgent: false, isRewardWalletEnable: false } as never) : null;
  return { status, profile, role: 'agent', permissions: permissionsFor(status !== 'anonymous', profile) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  $modal.set(null);
  $user.set(userOf(null, 'anonymous'));
});

afterEach(() => stopBusinessInfoPrompt());

describe('business information prompt (SPEC §4, §6, §8)', () => {
  it('opens the modal static for an AgencyOwner whose business info has no contact e-mail', async () => {
    const fetch = vi.fn(async () => ({ contactEmailId: '' }));
    startBusinessInfoPrompt(fetch);
    expect(fetch).not.toHaveBeenCalled();
    $user.set(userOf('AgencyOwner', 'loading'));
    expect(fetch).not.toHaveBeenCalled();
    $user.set(userOf('AgencyOwner'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect($modal.get()).toEqual({ name: BUSINESS_INFO_MODAL, dismissible: false });
  });

  it('stays closed when the contact e-mail is there', async () => {
    startBusinessInfoPrompt(async () => ({ contactEmailId: 'owner@sunny.example' }));
    $user.set(userOf('AgencyOwner'));
    await settle();
    expect($modal.get()).toBeNull();
  });

  it('asks only for an AgencyOwner (not an Admin, agent or customer)', async () => {
    const fetch = vi.fn(async () => ({ contactEmailId: '' }));
    startBusinessInfoPrompt(fetch);
    for (const type of ['Admin', 'SalesAgent', 'TravelAgent', 'Customer']) $user.set(userOf(type));
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect($modal.get()).toBeNull();
  });

  it('asks once per page', async () => {
    const fetch = vi.fn(async () => ({ contactEmailId: 'owner@sunny.example' }));
    startBusinessInfoPrompt(fetch);
    $user.set(userOf('AgencyOwner'));
    $user.set({ ...userOf('AgencyOwner') });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed load (no message to the visitor)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    startBusinessInfoPrompt(async () => Promise.reject(new Error('Something went wrong')));
    $user.set(userOf('AgencyOwner'));
    await settle();
    expect($modal.get()).toBeNull();
    expect(error).toHaveBeenCalledWith('The business information failed to load.', expect.any(Error));
    error.mockRestore();
  });
});
