import { oc } from '@orpc/contract';
import { z } from 'zod';
import { chatMessageSchema } from '../conversations/conversationSchemas';
import { inboxMessages as m } from './inboxMessages';
import {
  ATTACHMENT_KINDS,
  cannedResponseInput,
  cannedResponseSchema,
  conversationPathInput,
  episodeSchema,
  inboxConversationSchema,
  inboxCountsSchema,
  inboxListQuery,
  inboxMemberSchema,
  inboxSettingsSchema,
  LABELS_PER_CONVERSATION_MAX,
  labelInput,
  labelSchema,
  noteInput,
  noteSchema,
  replyInput,
  responseTimesSchema,
  statusInput,
  templateSchema,
} from './inboxSchemas';

const tags = ['Boîte de réception'];
const ok = z.object({ success: z.literal(true) });
const withConversation = ok.extend({ conversation: inboxConversationSchema });
const labelPath = z.object({ labelId: z.string().uuid({ error: () => m.labelNotFound }) });
const cannedPath = z.object({ id: z.string().uuid({ error: () => m.cannedNotFound }) });

/**
 * The team inbox (ours, issue 27): every conversation of the active workspace across chatbots
 * and channels, with its status, assignee, labels, notes and read marks per member; the canned
 * responses; the member's availability; the workspace's inbox settings; the response times. A
 * conversation's id is its end-user's id. Live changes: GET /api/inbox/events (server-sent events).
 */
export const inboxContract = {
  list: oc
    .route({
      method: 'GET',
      path: '/inbox/conversations',
      tags,
      summary: 'Conversations de la boîte de réception',
    })
    .input(inboxListQuery)
    .output(
      ok.extend({ conversations: z.array(inboxConversationSchema), next_cursor: z.string().nullable() }),
    ),
  counts: oc
    .route({ method: 'GET', path: '/inbox/counts', tags, summary: 'Compteurs des vues (total, non lues)' })
    .output(ok.extend(inboxCountsSchema.shape)),
  get: oc
    .route({
      method: 'GET',
      path: '/inbox/conversations/{id}',
      tags,
      summary: 'Une conversation, ses notes et ses temps',
    })
    .input(conversationPathInput)
    .output(
      withConversation.extend({
        notes: z.array(noteSchema),
        /** The running stretch with a person, else the last one; null if none ever. */
        episode: episodeSchema.nullable(),
      }),
    ),
  assign: oc
    .route({
      method: 'POST',
      path: '/inbox/conversations/{id}/assign',
      tags,
      summary: 'Assigner (ou désassigner)',
    })
    .input(
      conversationPathInput.extend({
        user_id: z
          .string()
          .uuid({ error: () => m.assigneeNotMember })
          .nullable(),
      }),
    )
    .output(withConversation.extend({ message: z.string() })),
  setStatus: oc
    .route({ method: 'POST', path: '/inbox/conversations/{id}/status', tags, summary: 'Changer le statut' })
    .input(z.intersection(conversationPathInput, statusInput))
    .output(withConversation.extend({ message: z.string() })),
  addNote: oc
    .route({
      method: 'POST',
      path: '/inbox/conversations/{id}/notes',
      tags,
      summary: 'Note privée entre agents',
    })
    .input(conversationPathInput.merge(noteInput))
    .output(ok.extend({ note: noteSchema })),
  removeNote: oc
    .route({
      method: 'DELETE',
      path: '/inbox/conversations/{id}/notes/{noteId}',
      tags,
      summary: 'Supprimer sa note',
    })
    .input(conversationPathInput.extend({ noteId: z.string().uuid({ error: () => m.noteNotFound }) }))
    .output(ok),
  setLabels: oc
    .route({
      method: 'POST',
      path: '/inbox/conversations/{id}/labels',
      tags,
      summary: 'Étiquettes de la conversation',
    })
    .input(
      conversationPathInput.extend({
        label_ids: z
          .array(z.string().uuid({ error: () => m.labelNotFound }))
          .max(LABELS_PER_CONVERSATION_MAX, { error: () => m.tooManyLabels }),
      }),
    )
    .output(withConversation),
  markRead: oc
    .route({
      method: 'POST',
      path: '/inbox/conversations/{id}/read',
      tags,
      summary: 'Marquer comme lue (pour moi)',
    })
    .input(conversationPathInput)
    .output(ok),
  reply: oc
    .route({
      method: 'POST',
      path: '/inbox/conversations/{id}/reply',
      tags,
      summary: 'Répondre (texte ou fichier)',
    })
    .input(z.intersection(conversationPathInput, replyInput))
    .output(withConversation.extend({ message: chatMessageSchema })),
  upload: oc
    .route({
      method: 'POST',
      path: '/inbox/upload',
      tags,
      summary: 'Joindre un fichier à une réponse (16 Mo)',
    })
    .input(z.object({ file: z.file() }))
    .output(
      ok.extend({
        path: z.string(),
        kind: z.enum(ATTACHMENT_KINDS),
        filename: z.string(),
      }),
    ),
  templates: oc
    .route({
      method: 'GET',
      path: '/inbox/conversations/{id}/templates',
      tags,
      summary: 'Modèles WhatsApp proposés',
    })
    .input(conversationPathInput)
    .output(ok.extend({ templates: z.array(templateSchema) })),
  sendTemplate: oc
    .route({
      method: 'POST',
      path: '/inbox/conversations/{id}/template',
      tags,
      summary: 'Envoyer un modèle WhatsApp',
    })
    .input(
      conversationPathInput.extend({
        template_id: z
          .string()
          .trim()
          .min(1, { error: () => m.templateNotFound })
          .max(200, { error: () => m.templateNotFound }),
        /** One value per placeholder of the template, in the order `templates` lists them. */
        values: z
          .array(
            z
              .string()
              .trim()
              .min(1, { error: () => m.templateValuesMissing })
              .max(1024),
          )
          .max(20),
      }),
    )
    .output(withConversation.extend({ message: chatMessageSchema })),
  members: oc
    .route({
      method: 'GET',
      path: '/inbox/members',
      tags,
      summary: "Membres qu'on peut assigner, disponibilité et charge",
    })
    .output(ok.extend({ members: z.array(inboxMemberSchema) })),
  setAvailability: oc
    .route({
      method: 'PUT',
      path: '/me/availability',
      tags,
      summary: 'Disponible / Absent (assignation automatique)',
    })
    .input(z.object({ availability: z.enum(['available', 'away']) }))
    .output(ok.extend({ availability: z.enum(['available', 'away']) })),
  labels: oc
    .route({ method: 'GET', path: '/inbox/labels', tags, summary: "Étiquettes de l'espace" })
    .output(ok.extend({ labels: z.array(labelSchema) })),
  createLabel: oc
    .route({ method: 'POST', path: '/inbox/labels', tags, summary: 'Créer une étiquette' })
    .input(labelInput)
    .output(ok.extend({ label: labelSchema })),
  updateLabel: oc
    .route({ method: 'PUT', path: '/inbox/labels/{labelId}', tags, summary: 'Modifier une étiquette' })
    .input(labelPath.merge(labelInput))
    .output(ok.extend({ label: labelSchema })),
  removeLabel: oc
    .route({ method: 'DELETE', path: '/inbox/labels/{labelId}', tags, summary: 'Supprimer une étiquette' })
    .input(labelPath)
    .output(ok),
  settings: oc
    .route({
      method: 'GET',
      path: '/inbox/settings',
      tags,
      summary: 'Assignation automatique et heures d’ouverture',
    })
    .output(ok.extend({ settings: inboxSettingsSchema })),
  saveSettings: oc
    .route({
      method: 'PUT',
      path: '/inbox/settings',
      tags,
      summary: 'Enregistrer les réglages de la boîte de réception',
    })
    .input(inboxSettingsSchema)
    .output(ok.extend({ settings: inboxSettingsSchema, message: z.string() })),
  responseTimes: oc
    .route({
      method: 'GET',
      path: '/inbox/response-times',
      tags,
      summary: 'Temps de première réponse et de résolution',
    })
    .input(
      z.object({
        days: z.coerce
          .number()
          .refine((days) => [7, 30, 90].includes(days), { error: () => m.daysInvalid })
          .default(7),
      }),
    )
    .output(ok.extend(responseTimesSchema.shape)),
};

/** Canned responses: '/shortcut' in the reply box inserts their text ({{first_name}} filled in). */
export const cannedResponsesContract = {
  list: oc
    .route({ method: 'GET', path: '/canned-responses', tags, summary: 'Réponses rapides' })
    .output(ok.extend({ canned_responses: z.array(cannedResponseSchema) })),
  create: oc
    .route({ method: 'POST', path: '/canned-responses', tags, summary: 'Créer une réponse rapide' })
    .input(cannedResponseInput)
    .output(ok.extend({ canned_response: cannedResponseSchema })),
  update: oc
    .route({ method: 'PUT', path: '/canned-responses/{id}', tags, summary: 'Modifier une réponse rapide' })
    .input(cannedPath.merge(cannedResponseInput))
    .output(ok.extend({ canned_response: cannedResponseSchema })),
  remove: oc
    .route({
      method: 'DELETE',
      path: '/canned-responses/{id}',
      tags,
      summary: 'Supprimer une réponse rapide',
    })
    .input(cannedPath)
    .output(ok),
};
