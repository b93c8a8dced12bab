import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The way back from the password forms to the login. */
export function BackToLoginLink() {
  return (
    <Anchor component={Link} to="/login" size="sm" ta="center">
      Retour à la connexion
    </Anchor>
  );
}
