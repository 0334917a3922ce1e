import type { SpinSegment } from '@pitchside/contract/spin';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { updateUser, withWebPoints } from '@/lib/session/session';
import { SPIN_HISTORY_QUERY_KEY } from '../api/get-spin-history';
import { SPIN_WHEEL_QUERY_KEY, type SpinWheel } from '../api/get-spin-wheel';
import { useSpinMutation, type SpinResult } from '../api/post-spin';
import type { Wait } from './use-seconds-left';
import { landingOffset, SPIN_DURATION_MS, targetRotation } from './wheel-geometry';

/** Spec §4 "Spin wheel": idle, spinning, result (prize or no prize), locked by another operation. */
export type SpinPhase = 'idle' | 'spinning' | 'result' | 'locked';

export interface SpinPlay {
  phase: SpinPhase;
  rotation: number;
  transitionMs: number;
  /** The server's answer; shown only once the wheel has stopped (phase `result`). */
  result: SpinResult | null;
  /** Segment the wheel stopped on (phase `result`). */
  winner: number | null;
  /** The last spin request failed for a reason the player can only retry. */
  failed: boolean;
  /** The wait before the next spin that the last spin (or refusal) reported. */
  wait: Wait | null;
  spin: () => void;
}

// A little pull backwards while the request travels: the click feels answered at once.
const WIND_UP_DEGREES = 14;
const WIND_UP_MS = 350;

/**
 * Runs one spin at a time: ask the server, then turn the wheel to the segment it drew and only
 * then reveal the prize, the new balance and the history row (so nothing spoils the stop).
 */
export function useSpinPlay(segments: SpinSegment[], reducedMotion: boolean): SpinPlay {
  const queryClient = useQueryClient();
  const mutation = useSpinMutation();
  const [phase, setPhase] = useState<SpinPhase>('idle');
  const [rotation, setRotation] = useState(0);
  const [transitionMs, setTransitionMs] = useState(0);
  const [result, setResult] = useState<SpinResult | null>(null);
  const [winner, setWinner] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [wait, setWait] = useState<Wait | null>(null);
  const busy = useRef(false);
  const landing = useRef<{ timer: ReturnType<typeof setTimeout>; apply: () => void } | null>(null);

  // Applies a finished spin to the rest of the app: cached wheel, stored user (header), history.
  const settle = useCallback(
    (spun: SpinResult) => {
      queryClient.setQueryData<SpinWheel>(SPIN_WHEEL_QUERY_KEY, (old) =>
        old ? { ...old, balance: spun.balance } : old,
      );
      updateUser((user) => withWebPoints(user, spun.balance));
      void queryClient.invalidateQueries({ queryKey: SPIN_WHEEL_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: SPIN_HISTORY_QUERY_KEY });
    },
    [queryClient],
  );

  // Leaving mid-spin must not lose the outcome: the balance and history still get updated.
  useEffect(
    () => () => {
      if (!landing.current) return;
      clearTimeout(landing.current.timer);
      landing.current.apply();
      landing.current = null;
    },
    [],
  );

  const spin = useCallback(() => {
    if (busy.current || segments.length === 0) return;
    busy.current = true;
    setPhase('spinning');
    setFailed(false);
    setWinner(null);
    setResult(null);
    const start = rotation;
    if (!reducedMotion) {
      setTransitionMs(WIND_UP_MS);
      setRotation(start - WIND_UP_DEGREES);
    }

    mutation.mutate(undefined, {
      onSuccess: (spun) => {
        const answeredAt = Date.now();
        setWait({ from: answeredAt, until: answeredAt + spun.secondsRemaining * 1000 });
        const bySlug = segments.findIndex((segment) => segment.slug === spun.slug);
        const index = bySlug >= 0 ? bySlug : spun.segmentIndex;
        const duration = reducedMotion ? 0 : SPIN_DURATION_MS;
        setTransitionMs(duration);
        setRotation(
          targetRotation(start, index, segments.length, {
            offset: reducedMotion ? 0 : landingOffset(segments.length),
            turns: reducedMotion ? 0 : undefined,
          }),
        );
        const apply = () => settle(spun);
        landing.current = {
          apply,
          timer: setTimeout(() => {
            landing.current = null;
            busy.current = false;
            setWinner(index);
            setResult(spun);
            setPhase('result');
            apply();
          }, duration),
        };
      },
      onError: (error) => {
        busy.current = false;
        setTransitionMs(reducedMotion ? 0 : WIND_UP_MS);
        setRotation(start);
        const code = isApiError(error) ? error.code : undefined;
        if (code === 'OPERATION_IN_PROGRESS') {
          setPhase('locked');
          return;
        }
        setPhase('idle');
        if (code === 'SPIN_COOLDOWN' && isApiError(error) && error.retryAfter) {
          const now = Date.now();
          setWait({ from: now, until: now + error.retryAfter * 1000 });
          return;
        }
        // Too few points: the page learns the real balance from the wheel and says so itself.
        if (code === 'NOT_ENOUGH_WEB_POINTS') {
          void queryClient.invalidateQueries({ queryKey: SPIN_WHEEL_QUERY_KEY });
          return;
        }
        setFailed(true);
        // The request may have reached the server before failing here: re-read the truth.
        void queryClient.invalidateQueries({ queryKey: SPIN_WHEEL_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: SPIN_HISTORY_QUERY_KEY });
      },
    });
  }, [mutation, queryClient, reducedMotion, rotation, segments, settle]);

  return { phase, rotation, transitionMs, result, winner, failed, wait, spin };
}
