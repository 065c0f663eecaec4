import { afterEach, describe, expect, it } from 'vitest';
import { $modal, closeModal, openModal, requestModalClose } from './modal.ts';

afterEach(() => closeModal());

describe('the modal slot (SPEC §2.13)', () => {
  it('is empty until a modal is opened, dismissible by default', () => {
    expect($modal.get()).toBeNull();
    openModal('sign-in-to-save');
    expect($modal.get()).toEqual({ name: 'sign-in-to-save', dismissible: true });
  });

  it('holds one modal at a time: opening another replaces it', () => {
    openModal('sign-in-to-save');
    openModal('business-info', { dismissible: false });
    expect($modal.get()).toEqual({ name: 'business-info', dismissible: false });
  });

  it("lets the visitor close a dismissible modal, not a static one (SPEC §4 business information)", () => {
    openModal('sign-in-to-save');
    requestModalClose();
    expect($modal.get()).toBeNull();
    openModal('business-info', { dismissible: false });
    requestModalClose();
    expect($modal.get()).toEqual({ name: 'business-info', dismissible: false });
  });

  it('lets code close a static modal, but a close naming another modal does nothing', () => {
    openModal('business-info', { dismissible: false });
    closeModal('sign-in-to-save');
    expect($modal.get()?.name).toBe('business-info');
    closeModal('business-info');
    expect($modal.get()).toBeNull();
  });
});
