import { workspaceProcedures } from '../../api/procedures';

/** GET /strong/ecommerce/status: whether the sidebar's shop button has a shop to open. */
export const handleShopStatus = workspaceProcedures.commerce.status.handler(async ({ context }) => ({
  success: true as const,
  configured: Boolean(context.config.commerceUrl),
}));
