import { authedProcedures } from '../../api/procedures';

/** GET /strong/ecommerce/status: whether the sidebar's shop button has a shop to open. */
export const handleShopStatus = authedProcedures.commerce.status.handler(async ({ context }) => ({
  success: true as const,
  configured: Boolean(context.config.commerceUrl),
}));
