import { messages } from '@griot/contract/messages';
import { apiError } from '../../api/apiError';
import { authedProcedures } from '../../api/procedures';
import { toSessionUser } from '../../api/toSessionUser';
import { shopHandoffUrl } from './shopHandoffUrl';

/** POST /strong/ecommerce/handoff: where the sidebar's shop button goes. */
export const handleShopHandoff = authedProcedures.ecommerce.handoff.handler(async ({ context }) => {
  const { ecommerceUrl, ecommerceSharedKey } = context.config;
  if (!ecommerceUrl) throw apiError(404, messages.ecommerce.notConfigured);
  if (!ecommerceSharedKey) return { success: true, url: ecommerceUrl, autoconnect: false };
  return {
    success: true,
    url: shopHandoffUrl(ecommerceUrl, ecommerceSharedKey, toSessionUser(context.session.user)),
    autoconnect: true,
  };
});
