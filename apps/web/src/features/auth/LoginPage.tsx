import { SLIDE_INTERVAL_MS } from '@griot/contract/constants';
import { messages } from '@griot/contract/messages';
import { Alert, Anchor, Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconLock, IconShieldLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { classifyApiError } from '../../lib/apiErrors';
import { applyAccountLanguage } from '../../lib/i18n/displayLanguage';
import { useTexts } from '../../lib/i18n/useTexts';
import { loginNotice } from '../../lib/loginNotices';
import { orpc } from '../../lib/orpc';
import { storeSession } from '../../lib/sessionStore';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { authTexts } from './authTexts';
import { EmailField } from './EmailField';
import { readKnownDevice, storeKnownDevice } from './knownDevice';
import { LoginCaptcha } from './LoginCaptcha';
import { loginErrorMessage } from './loginErrorMessage';
import { useCaptcha } from './register/useCaptcha';

/** /login: email and password; success stores the session and opens the dashboard. */
export function LoginPage() {
  const t = useTexts(authTexts);
  useTexts(messages);
  const navigate = useNavigate();
  const location = useLocation();
  const notice = loginNotice(useSearchParams()[0]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useMutation(orpc.auth.login.mutationOptions());
  // Asked by the server when the account has had too many wrong passwords.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptcha(captchaAsked);
  // Asked by the server after the right password when the account has two-factor authentication.
  const [otpAsked, setOtpAsked] = useState(false);
  const [otp, setOtp] = useState('');

  async function submit() {
    if (!email.trim() || !password) {
      setError(messages.login.missingFields);
      return;
    }
    setError(null);
    try {
      const proof =
        captchaAsked && captcha.challenge
          ? { captchaId: captcha.challenge.captchaId, captchaResponse: captcha.answer }
          : {};
      const secondFactor = otpAsked && otp.trim() ? { otp: otp.trim() } : {};
      const result = await login.mutateAsync({
        email,
        password,
        device: readKnownDevice(),
        ...proof,
        ...secondFactor,
      });
      if (!result.data?.id || !result.token) {
        setError(messages.login.invalidResponse);
        return;
      }
      storeKnownDevice(result.device);
      // The account's language before the dashboard opens: its first screen already speaks it.
      if (result.data.language) await applyAccountLanguage(result.data.language);
      storeSession({ data: { ...result.data, token: result.token }, token: result.token });
      const from = typeof location.state?.from === 'string' ? location.state.from : '/dashboard';
      // Back where the guard (or an invitation's 'Se connecter pour accepter') sent from.
      const back = from.startsWith('/dashboard') || from.startsWith('/invitation/');
      navigate(back ? from : '/dashboard', { replace: true });
    } catch (failure) {
      const classified = classifyApiError(failure);
      if (classified.kind === 'response' && classified.body.captchaRequired === true) {
        // A captcha is single-use: the next try needs a new one.
        if (captchaAsked) captcha.refresh();
        setCaptchaAsked(true);
      }
      if (classified.kind === 'response' && classified.body.twoFactorRequired === true) {
        // The password was right: only the code is asked now, with the server's words.
        setOtpAsked(true);
        setError(otpAsked ? classified.message || messages.login.twoFactorWrong : null);
        return;
      }
      setError(loginErrorMessage(classified));
    }
  }

  return (
    <AuthLayout slideIntervalMs={SLIDE_INTERVAL_MS}>
      <AuthForm
        title={t.login.title}
        subtitle={t.login.subtitle}
        notice={
          notice &&
          !error && (
            <Alert
              color="teal"
              variant="light"
              role="status"
              icon={<IconCircleCheck size={18} aria-hidden />}
            >
              {notice}
            </Alert>
          )
        }
        error={error}
        onSubmit={submit}
      >
        <EmailField value={email} onChange={setEmail} />
        <PasswordInput
          label={t.login.password}
          autoComplete="current-password"
          placeholder={t.login.passwordPlaceholder}
          leftSection={<IconLock size={16} aria-hidden />}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        {otpAsked && (
          <TextInput
            label={t.login.code}
            description={messages.login.twoFactorRequired}
            placeholder={t.login.codePlaceholder}
            autoComplete="one-time-code"
            inputMode="text"
            leftSection={<IconShieldLock size={16} aria-hidden />}
            value={otp}
            onChange={(event) => setOtp(event.currentTarget.value)}
            autoFocus
          />
        )}
        {captchaAsked && <LoginCaptcha captcha={captcha} />}
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t.login.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          {t.login.submit}
        </Button>
        <Text ta="center" size="sm">
          {t.login.noAccount}{' '}
          <Anchor component={Link} to="/register" fw={600}>
            {t.login.createAccount}
          </Anchor>
        </Text>
      </AuthForm>
    </AuthLayout>
  );
}
