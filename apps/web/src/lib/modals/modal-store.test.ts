import { MODAL_SWITCH_DELAY_MS } from '@pitchside/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { useModalStore } from './modal-store';

describe('modal store', () => {
  it('switches modals after the 0.3 s delay, closed in between', () => {
    vi.useFakeTimers();
    useModalStore.getState().openModal('login');

    useModalStore.getState().switchTo('signup');
    expect(useModalStore.getState().open).toBeNull();
    vi.advanceTimersByTime(MODAL_SWITCH_DELAY_MS - 1);
    expect(useModalStore.getState().open).toBeNull();
    vi.advanceTimersByTime(1);
    expect(useModalStore.getState().open).toBe('signup');
  });

  it('cancels a pending switch when the player closes or opens another modal', () => {
    vi.useFakeTimers();
    useModalStore.getState().switchTo('forgot');
    useModalStore.getState().close();
    vi.advanceTimersByTime(MODAL_SWITCH_DELAY_MS);
    expect(useModalStore.getState().open).toBeNull();

    useModalStore.getState().switchTo('forgot');
    useModalStore.getState().openModal('download');
    vi.advanceTimersByTime(MODAL_SWITCH_DELAY_MS);
    expect(useModalStore.getState().open).toBe('download');
  });
});
