import { oc } from '@orpc/contract';
import { z } from 'zod';
import { statsSchema } from './statsSchemas';

export const statsContract = {
  global: oc
    .route({ method: 'GET', path: '/get/stats', tags: ['Statistiques'], summary: "Chiffres de l'accueil" })
    .input(z.object({ idbotget: z.string().uuid().optional() }).optional())
    .output(z.object({ success: z.literal(true), message: z.string(), stats: statsSchema })),
};
