import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n/useTexts';
import { authTexts } from './authTexts';

/** The way back from the password forms to the login. */
export function BackToLoginLink() {
  const t = useTexts(authTexts);
  return (
    <Anchor component={Link} to="/login" size="sm" ta="center">
      {t.backToLogin}
    </Anchor>
  );
}
