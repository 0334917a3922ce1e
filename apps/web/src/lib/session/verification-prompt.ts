import { useModalStore, type ModalName } from '@/lib/modals/modal-store';
import { getSessionUser } from './session';

/** Spec §4 "E-mail verification": when the modal is checked for. */
export const VERIFY_AFTER_LOGIN_MS = 500;
export const VERIFY_AFTER_START_MS = 2_000;
export const VERIFY_AFTER_USER_CHANGE_MS = 1_000;

// The player is busy with these; the prompt never pushes them aside.
const NEVER_OVER: ReadonlyArray<ModalName> = ['login', 'signup', 'verify-email'];

/** A logged-in player whose e-mail is not confirmed, with no login or sign-up modal open. */
export function needsVerificationPrompt(): boolean {
  const user = getSessionUser();
  const open = useModalStore.getState().open;
  return user?.emailconfirmed === false && !(open && NEVER_OVER.includes(open));
}

export function promptVerificationIfNeeded(): void {
  if (needsVerificationPrompt()) useModalStore.getState().openModal('verify-email');
}

/** Checks after `delayMs`; returns a cancel. */
export function scheduleVerificationPrompt(delayMs: number): () => void {
  const timer = setTimeout(promptVerificationIfNeeded, delayMs);
  return () => clearTimeout(timer);
}
