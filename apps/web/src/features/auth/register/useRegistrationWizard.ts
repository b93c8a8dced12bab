import { DEFAULT_COUNTRY, REDIRECT_AFTER_REGISTRATION_MS } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { classifyApiError } from '../../../lib/apiErrors';
import { orpc } from '../../../lib/orpc';
import { registrationCheckError, registrationFinalError } from './registrationErrors';
import {
  clearRegistrationPhaseFlag,
  registrationPhaseStatus,
  writeRegistrationPhaseFlag,
} from './registrationPhaseFlag';
import { useCaptcha } from './useCaptcha';
import type { RegistrationInvitation } from './useRegistrationInvitation';
import type { IdentityErrors, IdentityValues } from './validateIdentity';
import { isIdentityField, toIdentityPayload, validateIdentity } from './validateIdentity';
import type { PasswordErrors, PasswordValues } from './validatePassword';
import { validatePassword } from './validatePassword';

/** 0 identity, 1 password, 2 captcha and terms. */
export type WizardStep = 0 | 1 | 2;

/** A message shown at the top of one step, for errors that belong to no single field. */
export interface StepNotice {
  step: WizardStep;
  message: string;
}

const INITIAL_IDENTITY: IdentityValues = {
  firstname: '',
  lastname: '',
  company: '',
  email: '',
  country: DEFAULT_COUNTRY,
  phoneNumber: '',
  userType: 'personal',
};

/**
 * The registration wizard's state machine: step 1 is checked by the server (phase
 * 1) and leaves a dated flag; the final submit needs that flag younger than 30 minutes, else the
 * wizard goes back to step 1. Success clears the flag and leads to /login after 2 s.
 */
export function useRegistrationWizard(invitation: RegistrationInvitation | null = null) {
  const navigate = useNavigate();
  const [step, setStep] = useState<WizardStep>(0);
  const [submitted, setSubmitted] = useState<Record<WizardStep, boolean>>({ 0: false, 1: false, 2: false });
  const [identity, setIdentity] = useState(INITIAL_IDENTITY);
  const [identityServerErrors, setIdentityServerErrors] = useState<IdentityErrors>({});
  const [passwords, setPasswords] = useState<PasswordValues>({ password: '', confirmPassword: '' });
  const [passwordServerErrors, setPasswordServerErrors] = useState<PasswordErrors>({});
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [notice, setNotice] = useState<StepNotice>();
  const [registered, setRegistered] = useState(false);
  const captcha = useCaptcha(step === 2 && !registered);

  const check = useMutation(orpc.auth.registerCheck.mutationOptions());
  const final = useMutation(orpc.auth.registerFinal.mutationOptions());

  // Through an invitation, the address is the invited one.
  const invitedEmail = invitation?.email;
  useEffect(() => {
    if (invitedEmail) setIdentity((current) => ({ ...current, email: invitedEmail }));
  }, [invitedEmail]);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_REGISTRATION_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const goTo = (next: WizardStep) => {
    setNotice(undefined);
    setStep(next);
  };

  const changeIdentity = (patch: Partial<IdentityValues>) => {
    // A new country means a new prefix and length rule: the number typed for the old one goes.
    const reset =
      patch.country !== undefined && patch.country !== identity.country ? { phoneNumber: '' } : {};
    setIdentity((current) => ({ ...current, ...patch, ...reset }));
    setIdentityServerErrors((current) => withoutKeys(current, { ...patch, ...reset }));
  };

  const changePasswords = (patch: Partial<PasswordValues>) => {
    setPasswords((current) => ({ ...current, ...patch }));
    setPasswordServerErrors((current) => withoutKeys(current, patch));
  };

  const submitIdentity = () => {
    // Enter in a field submits the form even while the button shows its loader.
    if (check.isPending) return;
    setSubmitted((current) => ({ ...current, 0: true }));
    setNotice(undefined);
    if (Object.keys(validateIdentity(identity)).length > 0) return;
    check.mutate(
      { ...toIdentityPayload(identity), phase: 1 },
      {
        onSuccess: () => {
          writeRegistrationPhaseFlag();
          goTo(1);
        },
        onError: (error) => {
          const { message, field } = registrationCheckError(classifyApiError(error));
          if (field && isIdentityField(field)) setIdentityServerErrors({ [field]: message });
          else setNotice({ step: 0, message });
        },
      },
    );
  };

  const submitPasswords = () => {
    setSubmitted((current) => ({ ...current, 1: true }));
    if (Object.keys(validatePassword(passwords)).length === 0) goTo(2);
  };

  const submitRegistration = () => {
    if (final.isPending || captcha.status !== 'solved' || !captcha.challenge || !termsAccepted) return;
    const phase = registrationPhaseStatus();
    if (phase !== 'valid') {
      clearRegistrationPhaseFlag();
      setStep(0);
      setNotice({
        step: 0,
        message: phase === 'expired' ? messages.register.sessionExpired : messages.register.processError,
      });
      return;
    }
    final.mutate(
      {
        ...toIdentityPayload(identity),
        password: passwords.password,
        captchaId: captcha.challenge.captchaId,
        captchaResponse: captcha.answer.trim(),
        termsAccepted: true,
        phase: 2,
        ...(invitation ? { invitation: invitation.token } : {}),
      },
      {
        onSuccess: () => {
          clearRegistrationPhaseFlag();
          setRegistered(true);
        },
        onError: (error) => {
          const { message, field } = registrationFinalError(classifyApiError(error));
          // The server spends a challenge on every attempt: whatever failed, a new one is needed.
          captcha.refresh();
          if (field && isIdentityField(field)) {
            setIdentityServerErrors({ [field]: message });
            setStep(0);
          } else if (field === 'password') {
            setPasswordServerErrors({ password: message });
            setStep(1);
          } else {
            setNotice({ step: 2, message });
          }
        },
      },
    );
  };

  return {
    step,
    registered,
    notice: notice?.step === step ? notice.message : undefined,
    busy: check.isPending || final.isPending,
    checking: check.isPending,
    submitting: final.isPending,
    identity: { values: identity, serverErrors: identityServerErrors, submitted: submitted[0] },
    passwords: { values: passwords, serverErrors: passwordServerErrors, submitted: submitted[1] },
    captcha,
    termsAccepted,
    setTermsAccepted,
    changeIdentity,
    changePasswords,
    submitIdentity,
    submitPasswords,
    submitRegistration,
    /** Back arrow of steps 2 and 3, and clicks on an earlier step of the stepper. */
    goBack: (to: number) => {
      if (to === 0 || to === 1) goTo(to);
    },
  };
}

function withoutKeys<T extends object>(errors: T, patch: object): T {
  const kept = { ...errors };
  for (const key of Object.keys(patch)) Reflect.deleteProperty(kept, key);
  return kept;
}
