import { SLIDE_LOCK_MAX_MS, SLIDE_LOCK_MIN_MS } from '@griot/contract/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The current slide, advancing every `intervalMs`. After any change, further changes are locked
 * for a random 300 to 800 ms so quick clicks do not make the slides stutter.
 */
export function useRotatingIndex(
  count: number,
  intervalMs: number,
): { index: number; goTo: (next: number) => void } {
  const [index, setIndex] = useState(0);
  const lockedUntil = useRef(0);

  const goTo = useCallback(
    (next: number) => {
      const now = Date.now();
      if (now < lockedUntil.current) return;
      lockedUntil.current = now + SLIDE_LOCK_MIN_MS + Math.random() * (SLIDE_LOCK_MAX_MS - SLIDE_LOCK_MIN_MS);
      setIndex(((next % count) + count) % count);
    },
    [count],
  );

  useEffect(() => {
    const timer = setInterval(() => goTo(index + 1), intervalMs);
    return () => clearInterval(timer);
  }, [goTo, index, intervalMs]);

  return { index, goTo };
}
