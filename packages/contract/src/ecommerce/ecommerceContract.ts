import { oc } from '@orpc/contract';
import { z } from 'zod';

export const ecommerceContract = {
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
