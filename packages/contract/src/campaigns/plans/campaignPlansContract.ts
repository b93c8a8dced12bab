import { oc } from '@orpc/contract';
import { z } from 'zod';
import { campaignPlanMessages as m } from './campaignPlanMessages';
import {
  AB_VARIANTS,
  campaignDetailSchema,
  campaignListItemSchema,
  campaignListQuerySchema,
  campaignPlanFieldsSchema,
  campaignSettingsSchema,
} from './campaignPlanSchemas';

const tags = ['Campagnes'];
const idSchema = z.string().uuid({ error: () => m.campaignUnknown });
const planIdSchema = z.string().uuid({ error: () => m.planUnknown });
const itemOutput = z.object({ success: z.literal(true), item: campaignDetailSchema });
const settingsOutput = z.object({
  success: z.literal(true),
  settings: campaignSettingsSchema,
  /** The workspace's time zone, which every time above is in. */
  timeZone: z.string(),
});

/**
 * Campaigns: POST /broadcasts now, at a date and time, or recurring; A/B tests; the workspace's
 * quiet hours and frequency cap; cancel or edit a plan before it starts. Issue 24 (part "plans").
 * The server checks each call's access from campaignPlansAccess (spread into workspaces/callAccess.ts).
 */
export const campaignPlansContract = {
  create: oc
    .route({
      method: 'POST',
      path: '/broadcasts',
      tags,
      summary: 'Lancer, planifier ou programmer une campagne récurrente (avec un test A/B si voulu)',
    })
    .input(campaignPlanFieldsSchema)
    .output(itemOutput),
  list: oc
    .route({
      method: 'GET',
      path: '/broadcasts',
      tags,
      summary: 'Les campagnes de l’espace de travail et les planifications, les plus récentes d’abord',
    })
    .input(campaignListQuerySchema)
    .output(
      z.object({
        success: z.literal(true),
        items: z.array(campaignListItemSchema),
        /** Pass it as cursor for the next page; null on the last. */
        nextCursor: z.string().nullable(),
        timeZone: z.string(),
      }),
    ),
  settings: oc
    .route({
      method: 'GET',
      path: '/broadcasts/settings',
      tags,
      summary: 'Heures calmes et plafond de fréquence de l’espace de travail',
    })
    .output(settingsOutput),
  saveSettings: oc
    .route({
      method: 'PUT',
      path: '/broadcasts/settings',
      tags,
      summary: 'Enregistrer les heures calmes et le plafond de fréquence',
    })
    .input(campaignSettingsSchema)
    .output(settingsOutput),
  get: oc
    .route({ method: 'GET', path: '/broadcasts/{id}', tags, summary: 'Une campagne ou une planification' })
    .input(z.object({ id: idSchema }))
    .output(itemOutput),
  update: oc
    .route({
      method: 'PUT',
      path: '/broadcasts/plans/{planId}',
      tags,
      summary: 'Modifier une planification avant son départ',
    })
    .input(campaignPlanFieldsSchema.extend({ planId: planIdSchema }))
    .output(itemOutput),
  cancel: oc
    .route({
      method: 'POST',
      path: '/broadcasts/plans/{planId}/cancel',
      tags,
      summary: 'Annuler une planification',
    })
    .input(z.object({ planId: planIdSchema }))
    .output(itemOutput),
  pickWinner: oc
    .route({
      method: 'POST',
      path: '/broadcasts/{id}/ab-winner',
      tags,
      summary: 'Choisir la variante gagnante d’un test A/B et l’envoyer au reste du segment',
    })
    .input(z.object({ id: idSchema, variant: z.enum(AB_VARIANTS, { error: () => m.variant }) }))
    .output(itemOutput),
};

/** Who may make each call of campaignPlansContract (workspaces/callAccess.ts explains the values). */
export const campaignPlansAccess = {
  'campaignPlans.create': 'editor',
  'campaignPlans.list': 'editor',
  'campaignPlans.get': 'editor',
  'campaignPlans.update': 'editor',
  'campaignPlans.cancel': 'editor',
  'campaignPlans.pickWinner': 'editor',
  'campaignPlans.settings': 'editor',
  'campaignPlans.saveSettings': 'admin',
} as const;
