import { useState } from 'react';

/**
 * Which errors a step shows: a field's own rule once it was left or the step submitted, else what
 * the server said about it.
 */
export function useVisibleErrors<F extends string>(
  clientErrors: Partial<Record<F, string>>,
  serverErrors: Partial<Record<F, string>>,
  submitted: boolean,
) {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  return {
    errorOf: (field: F): string | undefined =>
      (submitted || touched[field] ? clientErrors[field] : undefined) ?? serverErrors[field],
    touch: (field: F) => () => setTouched((current) => ({ ...current, [field]: true })),
  };
}
