import type { PurchaseConfirmation } from '@pitchside/contract/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { updateUser } from '@/lib/session/session';
import { deadlineIn } from '@/lib/use-countdown';
import { verifyPaymentSession, type VerifiedSession } from '../api/verify-payment-session';
import type { UpsellWithDeadline } from './upsell';

export type ConfirmationFailure =
  /** The card was declined or the payment failed: nothing was credited. */
  | 'declined'
  /** The checkout session ran out before it was paid. */
  | 'expired'
  /** No session id, or none of this player's orders has it. */
  | 'notFound'
  /** The verify call itself failed (network, server…); `error` says why. */
  | 'verifyFailed'
  /** Paid, but the once-only offer was delivered through another checkout: refunded. */
  | 'refunded'
  /** Anything that is not an API failure. */
  | 'unexpected';

export type ConfirmationState =
  | { phase: 'verifying' }
  | { phase: 'processing'; attempt: number; maxAttempts: number }
  /** Still unpaid after every attempt: not lost, the webhook will still settle it. */
  | { phase: 'stillProcessing' }
  | { phase: 'success'; purchase: PurchaseConfirmation; upsell: UpsellWithDeadline | null }
  | {
      phase: 'failure';
      reason: ConfirmationFailure;
      error?: unknown;
      retryVariant?: string;
      /** A delivered order given back later: why, in its own words (issue 32). */
      refund?: RefundDetail;
    };

export type RefundDetail = NonNullable<VerifiedSession['refund']>;

export interface ConfirmationOptions {
  /** Wait between verify calls while the provider reports the payment as pending. */
  retryDelayMs?: number;
  /** Verify calls that may answer "processing" before the page stops asking. */
  maxAttempts?: number;
}

export const CONFIRMATION_RETRY_DELAY_MS = 2000;
export const CONFIRMATION_MAX_ATTEMPTS = 10;

/**
 * What a fulfilled payment changes, by the first part of the query keys: the balance and its
 * history, the offers and the upsell, the wheel's balance and the bell. Catalogues, news and the
 * public lists stay cached.
 */
export const CHANGED_BY_A_PURCHASE = ['wallet', 'offers', 'payments', 'spin', 'notifications'] as const;

/**
 * Spec §4 "Payment confirmation": verifying → processing (with retry attempts) → success or
 * failure. Verify is idempotent on the server (it credits once however often it is called), so
 * polling and a React double effect are harmless.
 */
export function usePaymentConfirmation(
  sessionId: string | null,
  {
    retryDelayMs = CONFIRMATION_RETRY_DELAY_MS,
    maxAttempts = CONFIRMATION_MAX_ATTEMPTS,
  }: ConfirmationOptions = {},
): { state: ConfirmationState; checkAgain: () => void } {
  const queryClient = useQueryClient();
  const [run, setRun] = useState(0);
  // Each run (a session id and a "check again" count) owns its result; a newer run starts at verifying.
  const key = `${sessionId ?? ''}#${run}`;
  const [result, setResult] = useState<{ key: string; state: ConfirmationState } | null>(null);
  const state: ConfirmationState = !sessionId
    ? { phase: 'failure', reason: 'notFound' }
    : result?.key === key
      ? result.state
      : { phase: 'verifying' };

  useEffect(() => {
    if (!sessionId) return;
    const setState = (next: ConfirmationState) => setResult({ key, state: next });
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;

    const check = async () => {
      try {
        const answer = await verifyPaymentSession(sessionId, controller.signal);
        if (controller.signal.aborted) return;
        if (answer.status === 'fulfilled' && answer.purchase) {
          const upsell = answer.upsell
            ? { ...answer.upsell, deadline: deadlineIn(answer.upsell.secondsRemaining) }
            : null;
          setState({ phase: 'success', purchase: answer.purchase, upsell });
          // The answer carries the buyer with the new balance and tier (spec §7): store it; the
          // balance history and offers moved too, so they are read again.
          updateUser(answer.user);
          for (const area of CHANGED_BY_A_PURCHASE) void queryClient.invalidateQueries({ queryKey: [area] });
          return;
        }
        if (answer.status === 'processing') {
          attempts += 1;
          if (attempts >= maxAttempts) {
            setState({ phase: 'stillProcessing' });
            return;
          }
          setState({ phase: 'processing', attempt: attempts, maxAttempts });
          timer = setTimeout(() => void check(), retryDelayMs);
          return;
        }
        if (answer.status === 'refunded') {
          setState({
            phase: 'failure',
            reason: 'refunded',
            ...(answer.refund ? { refund: answer.refund } : {}),
          });
          return;
        }
        setState({
          phase: 'failure',
          reason: answer.status === 'expired' ? 'expired' : 'declined',
          ...(answer.retry ? { retryVariant: answer.retry.variantId } : {}),
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!isApiError(error)) {
          setState({ phase: 'failure', reason: 'unexpected', error });
        } else if (error.status === 404 || error.code === 'PAYMENT_SESSION_NOT_FOUND') {
          setState({ phase: 'failure', reason: 'notFound', error });
        } else if (error.status === 410 || error.code === 'PAYMENT_SESSION_EXPIRED') {
          setState({ phase: 'failure', reason: 'expired', error });
        } else if (error.status === 409 && error.code === 'ALREADY_PURCHASED') {
          setState({ phase: 'failure', reason: 'refunded', error });
        } else {
          setState({ phase: 'failure', reason: 'verifyFailed', error });
        }
      }
    };
    void check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [sessionId, key, retryDelayMs, maxAttempts, queryClient]);

  const checkAgain = useCallback(() => setRun((value) => value + 1), []);
  return { state, checkAgain };
}
