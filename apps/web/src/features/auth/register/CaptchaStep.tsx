import { messages } from '@griot/contract/messages';
import { Alert, Anchor, Button, Checkbox, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { textAround } from '../../../lib/i18n/messageParts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { CaptchaAnswerInput, CaptchaChallenge } from './CaptchaChallenge';
import { registerTexts } from './registerTexts';
import { StepActions, StepForm } from './StepForm';
import type { CaptchaState } from './useCaptcha';

interface CaptchaStepProps {
  captcha: CaptchaState;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

/** Step 3: the captcha and the terms; 'S'inscrire' waits for both. */
export function CaptchaStep({
  captcha,
  termsAccepted,
  onTermsChange,
  submitting,
  onBack,
  onSubmit,
}: CaptchaStepProps) {
  const t = useTexts(registerTexts);
  const [answerTouched, setAnswerTouched] = useState(false);
  const [termsTouched, setTermsTouched] = useState(false);
  const { challenge, status } = captcha;
  // A new challenge starts afresh: no error left over from the previous one (state adjusted
  // during render rather than remounting, so the focus stays where it is).
  const [shownId, setShownId] = useState(challenge?.captchaId);
  if (shownId !== challenge?.captchaId) {
    setShownId(challenge?.captchaId);
    setAnswerTouched(false);
  }
  const canSubmit = status === 'solved' && termsAccepted && !captcha.loading;
  const submit = () => {
    if (canSubmit) onSubmit();
  };

  return (
    <StepForm onSubmit={submit}>
      <Text size="sm">{t.verification.instructions}</Text>
      <CaptchaChallenge captcha={captcha} />
      {captcha.loadError && (
        <Alert color="red" variant="light">
          {captcha.loadError}
        </Alert>
      )}
      <CaptchaAnswerInput
        captcha={captcha}
        onBlur={() => setAnswerTouched(true)}
        error={captchaError(captcha, answerTouched)}
        rightSection={<StatusIcon status={status} />}
        styles={{ input: { letterSpacing: '0.2em', textTransform: 'uppercase' } }}
      />
      {/* Always rendered: a live region announces only the changes of an element already there. */}
      <Text size="sm" c="teal" fw={500} role="status">
        {status === 'solved' ? t.verification.solved : null}
      </Text>
      <Checkbox
        label={<TermsLabel />}
        checked={termsAccepted}
        onChange={(event) => {
          setTermsTouched(true);
          onTermsChange(event.currentTarget.checked);
        }}
        error={termsTouched && !termsAccepted ? messages.register.termsRequired : undefined}
      />
      <StepActions onBack={onBack}>
        <Button type="submit" loading={submitting} disabled={!canSubmit}>
          {t.verification.submit}
        </Button>
      </StepActions>
    </StepForm>
  );
}

/** 'J'accepte les conditions d'utilisation', the terms a link where the language puts them. */
function TermsLabel() {
  const t = useTexts(registerTexts);
  const [before, after] = textAround(t.verification.acceptTerms, 'terms');
  return (
    <>
      {before}
      <Anchor href="/terms" target="_blank" rel="noopener" inherit>
        {t.verification.termsLink}
      </Anchor>
      {after}
    </>
  );
}

/** Nothing while typing; after leaving the field empty or incomplete, or once 6 wrong characters are in. */
function captchaError(captcha: CaptchaState, touched: boolean): string | undefined {
  if (captcha.status === 'wrong') return messages.register.captchaWrong;
  if (!touched || captcha.status !== 'incomplete') return undefined;
  return captcha.answer ? messages.register.captchaWrong : messages.register.captchaRequired;
}

function StatusIcon({ status }: { status: CaptchaState['status'] }) {
  if (status === 'checking') return <Loader size={16} />;
  if (status === 'solved')
    return <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />;
  if (status === 'wrong') return <IconCircleX size={18} color="var(--mantine-color-red-6)" aria-hidden />;
  return null;
}
