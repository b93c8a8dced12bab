import { CAPTCHA_CANVAS, CAPTCHA_LENGTH } from '@griot/contract/constants';
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh, IconShieldLock } from '@tabler/icons-react';
import { CaptchaCanvas } from './register/CaptchaCanvas';
import type { CaptchaState } from './register/useCaptcha';

/**
 * Shown when the account has had too many wrong passwords: the same server captcha as the
 * registration, solved once to let this login through.
 */
export function LoginCaptcha({ captcha }: { captcha: CaptchaState }) {
  const { challenge } = captcha;
  return (
    <Stack gap="xs">
      <Alert color="orange" variant="light" icon={<IconShieldLock size={18} aria-hidden />}>
        Pour protéger ce compte, recopiez les caractères de l'image puis reconnectez-vous.
      </Alert>
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
          Nouveau captcha
        </Button>
      </Group>
      {captcha.loadError && (
        <Text c="red" size="sm">
          {captcha.loadError}
        </Text>
      )}
      <TextInput
        label="Code du captcha"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CAPTCHA_LENGTH}
        value={captcha.answer}
        onChange={(event) => captcha.setAnswer(event.currentTarget.value.replace(/\s/g, ''))}
        error={captcha.status === 'wrong' ? 'Veuillez résoudre correctement le captcha' : undefined}
      />
    </Stack>
  );
}
