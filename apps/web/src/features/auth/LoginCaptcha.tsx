import { messages } from '@griot/contract/messages';
import { Alert, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import { authTexts } from './authTexts';
import { CaptchaAnswerInput, CaptchaChallenge } from './register/CaptchaChallenge';
import type { CaptchaState } from './register/useCaptcha';

/**
 * Shown when the account has had too many wrong passwords: the same server captcha as the
 * registration, solved once to let this login through.
 */
export function LoginCaptcha({ captcha }: { captcha: CaptchaState }) {
  const t = useTexts(authTexts);
  return (
    <Stack gap="xs">
      <Alert color="orange" variant="light" icon={<IconShieldLock size={18} aria-hidden />}>
        {t.captcha.loginNotice}
      </Alert>
      <CaptchaChallenge captcha={captcha} />
      {captcha.loadError && (
        <Text c="red" size="sm">
          {captcha.loadError}
        </Text>
      )}
      <CaptchaAnswerInput
        captcha={captcha}
        error={captcha.status === 'wrong' ? messages.register.captchaWrong : undefined}
      />
    </Stack>
  );
}
