// i18n-exempt-file: the OpenAPI document's tags and summaries, in French as in every contract
import { oc } from '@orpc/contract';
import { z } from 'zod';
import {
  campaignIdParamSchema,
  respondersInputSchema,
  respondersOutputSchema,
} from './campaignResultsSchemas';

const tags = ['Campagnes'];

/**
 * After a campaign: the per-recipient report as CSV, replies within 24 h linked to their conversations, responders as a segment in one click.
 * Issue 24; filled by its part "results". The server checks each call's access from campaignResultsAccess
 * (spread into workspaces/callAccess.ts).
 */
export const campaignResultsContract = {
  report: oc
    .route({
      method: 'GET',
      path: '/broadcasts/{id}/report.csv',
      tags,
      summary:
        'Le rapport de la campagne par destinataire en CSV (statut, variante, heures, réponse sous 24 h, erreur, lien vers la conversation), en flux continu',
    })
    .input(z.object({ id: campaignIdParamSchema }))
    // Streamed by registerCampaignReport (text/csv attachment); this is the same file for oRPC clients.
    .output(z.file()),
  responders: oc
    .route({
      method: 'POST',
      path: '/broadcasts/{id}/responders-segment',
      tags,
      summary:
        'Les destinataires qui ont répondu, cliqué un bouton ou lu le message reçoivent un tag : le segment en un clic',
    })
    .input(respondersInputSchema)
    .output(respondersOutputSchema),
};

/** Who may make each call of campaignResultsContract (workspaces/callAccess.ts explains the values). */
export const campaignResultsAccess = {
  'campaignResults.report': 'editor',
  'campaignResults.responders': 'editor',
} as const;
