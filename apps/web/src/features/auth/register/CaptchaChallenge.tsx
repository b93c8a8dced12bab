import { CAPTCHA_CANVAS, CAPTCHA_LENGTH } from '@griot/contract/constants';
import { Button, Group, Skeleton, TextInput, type TextInputProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { authTexts } from '../authTexts';
import { CaptchaCanvas } from './CaptchaCanvas';
import type { CaptchaState } from './useCaptcha';

/**
 * The server's captcha image (a placeholder while it loads) and the button that draws a new one:
 * the same on the registration's last step and on a login the server holds back.
 */
export function CaptchaChallenge({ captcha }: { captcha: CaptchaState }) {
  const t = useTexts(authTexts);
  const { challenge } = captcha;
  return (
    <Group gap="sm" align="center">
      {challenge ? (
        <CaptchaCanvas image={challenge.image} captchaId={challenge.captchaId} />
      ) : (
        <Skeleton width={CAPTCHA_CANVAS.width} height={CAPTCHA_CANVAS.height} animate={captcha.loading} />
      )}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconRefresh size={16} aria-hidden />}
        loading={captcha.loading}
        onClick={captcha.refresh}
      >
        {t.captcha.refresh}
      </Button>
    </Group>
  );
}

/** The field the captcha is typed into: spaces dropped, no browser autocompletion or correction. */
export function CaptchaAnswerInput({ captcha, ...props }: { captcha: CaptchaState } & TextInputProps) {
  const t = useTexts(authTexts);
  return (
    <TextInput
      label={t.captcha.answer}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={CAPTCHA_LENGTH}
      value={captcha.answer}
      onChange={(event) => captcha.setAnswer(event.currentTarget.value.replace(/\s/g, ''))}
      {...props}
    />
  );
}
