import { CAPTCHA_LENGTH } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/apiClient';
import { classifyApiError } from '../../../lib/apiErrors';
import { canVerifyCaptchaLocally, verifyCaptchaDigest } from './verifyCaptchaDigest';

export type CaptchaChallenge = Awaited<ReturnType<typeof api.auth.captcha>>;

/** incomplete: fewer than 6 characters; checking: the digest is being computed. */
export type CaptchaStatus = 'incomplete' | 'checking' | 'solved' | 'wrong';

export interface CaptchaState {
  challenge: CaptchaChallenge | undefined;
  loading: boolean;
  loadError: string | undefined;
  answer: string;
  setAnswer: (answer: string) => void;
  status: CaptchaStatus;
  /** Issues a new challenge; the typed answer is cleared. */
  refresh: () => void;
}

interface Verdict {
  captchaId: string;
  answer: string;
  solved: boolean;
}

/**
 * The server's captcha for step 3: fetched when the step is first shown, renewed on demand, when
 * it expires, and after every final submit (the server uses a challenge up whatever the outcome).
 * Each keystroke that completes the 6 characters is checked against the published digest.
 */
export function useCaptcha(active: boolean): CaptchaState {
  const [challenge, setChallenge] = useState<CaptchaChallenge>();
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const [answer, setAnswer] = useState('');
  const [verdict, setVerdict] = useState<Verdict>();
  // Only the latest request may land: a slow answer must not replace a newer challenge.
  const latestRequest = useRef(0);
  const inFlight = useRef(false);

  const refresh = useCallback(() => {
    const request = ++latestRequest.current;
    inFlight.current = true;
    setLoading(true);
    setLoadError(undefined);
    setAnswer('');
    api.auth
      .captcha({})
      .then((issued) => {
        if (request === latestRequest.current) setChallenge(issued);
      })
      .catch((error: unknown) => {
        if (request !== latestRequest.current) return;
        const failure = classifyApiError(error);
        setLoadError(
          failure.kind === 'response' && failure.body.message
            ? failure.body.message
            : messages.common.unexpected,
        );
      })
      .finally(() => {
        if (request !== latestRequest.current) return;
        inFlight.current = false;
        setLoading(false);
      });
  }, []);

  // The ref, not `loading`, guards the first fetch: StrictMode runs this effect twice in one render.
  useEffect(() => {
    if (active && !challenge && !inFlight.current && !loadError) refresh();
  }, [active, challenge, loadError, refresh]);

  useEffect(() => {
    if (!active || !challenge) return;
    const timer = setTimeout(refresh, Math.max(0, Date.parse(challenge.expiresAt) - Date.now()));
    return () => clearTimeout(timer);
  }, [active, challenge, refresh]);

  useEffect(() => {
    if (!challenge || answer.trim().length !== CAPTCHA_LENGTH) return;
    const captchaId = challenge.captchaId;
    // Without Web Crypto (plain http) the screen cannot check; the server will, at submit.
    const check = canVerifyCaptchaLocally() ? verifyCaptchaDigest(answer, challenge) : Promise.resolve(true);
    let current = true;
    check
      .catch(() => false)
      .then((solved) => {
        if (current) setVerdict({ captchaId, answer, solved });
      });
    return () => {
      current = false;
    };
  }, [answer, challenge]);

  return {
    challenge,
    loading,
    loadError,
    answer,
    setAnswer,
    status: statusOf(challenge, answer, verdict),
    refresh,
  };
}

function statusOf(
  challenge: CaptchaChallenge | undefined,
  answer: string,
  verdict: Verdict | undefined,
): CaptchaStatus {
  if (!challenge || answer.trim().length !== CAPTCHA_LENGTH) return 'incomplete';
  if (verdict?.captchaId !== challenge.captchaId || verdict.answer !== answer) return 'checking';
  return verdict.solved ? 'solved' : 'wrong';
}
