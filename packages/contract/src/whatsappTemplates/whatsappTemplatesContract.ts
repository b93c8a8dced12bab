import { oc } from '@orpc/contract';
import { z } from 'zod';
import {
  createTemplateInput,
  templateIdParam,
  updateTemplateInput,
  whatsappAccountIdParam,
  whatsappTemplateSchema,
} from './whatsappTemplateSchemas';

const tags = ['Modèles WhatsApp'];
const done = z.object({ success: z.literal(true), message: z.string() });
const oneTemplate = done.extend({ template: whatsappTemplateSchema });
const accountPath = '/whatsapp-accounts/{id}/templates';

/**
 * WhatsApp message templates made in Griot, per WhatsApp account: list, create (submitted to Meta),
 * edit and delete as Meta allows; statuses kept from Meta's webhooks. The account must belong to
 * the active workspace (else 404). Nothing goes to Meta when our checks refuse the template.
 */
export const whatsappTemplatesContract = {
  list: oc
    .route({
      method: 'GET',
      path: accountPath,
      tags,
      summary:
        'Les modèles du compte (notre copie : statut, motif de refus, qualité) ; refresh=true relit Meta',
    })
    .input(
      z.object({
        id: whatsappAccountIdParam,
        refresh: z
          .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
          .default(false),
      }),
    )
    .output(
      z.object({
        success: z.literal(true),
        templates: z.array(whatsappTemplateSchema),
        /** Set when refresh was asked but Meta did not answer: the list is the last known. */
        warning: z.string().nullable(),
      }),
    ),
  create: oc
    .route({
      method: 'POST',
      path: accountPath,
      tags,
      summary: 'Crée un modèle et le soumet à Meta (en attente)',
    })
    .input(createTemplateInput)
    .output(oneTemplate),
  update: oc
    .route({
      method: 'POST',
      path: `${accountPath}/{templateId}`,
      tags,
      summary: 'Modifie un modèle approuvé, refusé ou en pause (approuvé : 1 fois par jour, 10 par mois)',
    })
    .input(updateTemplateInput)
    .output(oneTemplate),
  remove: oc
    .route({
      method: 'DELETE',
      path: `${accountPath}/{templateId}`,
      tags,
      summary: 'Supprime le modèle chez Meta (par son nom : toutes ses langues)',
    })
    .input(z.object({ id: whatsappAccountIdParam, templateId: templateIdParam }))
    .output(done.extend({ removed: z.array(z.string()) })),
};

/** Who may make each call of whatsappTemplatesContract (workspaces/callAccess.ts explains the values). */
export const whatsappTemplatesAccess = {
  'whatsappTemplates.list': 'editor',
  'whatsappTemplates.create': 'editor',
  'whatsappTemplates.update': 'editor',
  'whatsappTemplates.remove': 'editor',
} as const;
