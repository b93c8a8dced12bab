import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (30 s unless told), so relative times ("il y a
 * 3 min") and pauses do not stay frozen.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
