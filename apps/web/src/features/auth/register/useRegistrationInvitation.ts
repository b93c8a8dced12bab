import { skipToken, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { classifyApiError } from '../../../lib/apiErrors';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { orpc } from '../../../lib/orpc';

export interface RegistrationInvitation {
  token: string;
  email: string;
  workspaceName: string;
}

/**
 * The invitation a sign-up came through (`/register?invitation=<token>`, from the invitation
 * page): its address fills the form and stays fixed, its token goes with the final step. A link
 * that cannot be used says why (the server's words), and the sign-up goes on as an ordinary one.
 */
export function useRegistrationInvitation(): {
  invitation: RegistrationInvitation | null;
  problem: string | undefined;
} {
  const token = useSearchParams()[0].get('invitation') ?? '';
  // Without a token the invitation call is not even prepared: an ordinary sign-up knows nothing of it.
  const preview = useQuery(
    token
      ? orpc.workspaces.invitation.queryOptions({ input: { token }, retry: false })
      : { queryKey: ['registration', 'no-invitation'], queryFn: skipToken },
  );
  const found = preview.data?.invitation;
  return {
    invitation: found ? { token, email: found.email, workspaceName: found.workspace_name } : null,
    problem: preview.error ? apiFailureMessage(classifyApiError(preview.error), '') || undefined : undefined,
  };
}
