import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { workspaceProcedures } from '../../api/procedures';
import { toSessionUser } from '../../api/toSessionUser';
import { shopHandoffUrl } from './shopHandoffUrl';

/** POST /strong/ecommerce/handoff: where the sidebar's shop button goes. */
export const handleShopHandoff = workspaceProcedures.commerce.handoff.handler(async ({ context }) => {
  const { commerceUrl, commerceSharedKey } = context.config;
  if (!commerceUrl) throw apiError(404, messages.commerce.notConfigured);
  if (!commerceSharedKey) return { success: true, url: commerceUrl, autoconnect: false };
  return {
    success: true,
    url: shopHandoffUrl(
      commerceUrl,
      commerceSharedKey,
      toSessionUser(context.session.user, context.session.workspace),
    ),
    autoconnect: true,
  };
});
