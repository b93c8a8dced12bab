import { oc } from '@orpc/contract';
import { z } from 'zod';

export const commerceContract = {
  /** Whether this server has a shop: the sidebar button knows before a click, so nothing flashes. */
  status: oc
    .route({
      method: 'GET',
      path: '/strong/ecommerce/status',
      tags: ['Boutique'],
      summary: 'La boutique en ligne est-elle configurée ?',
    })
    .output(z.object({ success: z.literal(true), configured: z.boolean() })),
  handoff: oc
    .route({
      method: 'POST',
      path: '/strong/ecommerce/handoff',
      tags: ['Boutique'],
      summary: 'Adresse de connexion automatique à la boutique (session chiffrée dans le fragment)',
    })
    .input(z.object({}).optional())
    .output(z.object({ success: z.literal(true), url: z.string(), autoconnect: z.boolean() })),
};
