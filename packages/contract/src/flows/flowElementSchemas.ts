import { z } from 'zod';
import { messages } from '../messages';
import { elementEnvelope } from './elementEnvelope';
import { ANSWER_TYPES, FLOW_LIMITS as L } from './flowConstants';
import { conditionElementSchema, splitElementSchema, waitUntilElementSchema } from './logicElementSchemas';
import { isPublicHttpUrl } from './publicUrl';
import { WHATSAPP_LIMITS } from './whatsAppLimits';

const m = messages.flows;

const common = elementEnvelope;
/** Messages are read when a check fails, in the caller's language: each one is a function. */
const text = (max: number, message: () => string) => z.string().max(max, { error: message });
const httpUrl = (message: () => string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((value) => /^https?:\/\/\S+$/i.test(value), { error: message });
/** Media links are set by uploads; empty until the user picks a file. */
const mediaLink = z.string().trim().max(2000);
/**
 * The text that goes with a file (an agent's reply of the team inbox): shown under it where the
 * channel allows (WhatsApp's images and documents, Telegram), else sent right after it.
 */
const mediaCaption = z.string().max(WHATSAPP_LIMITS.caption).optional();

export const buttonSchema = z.object({
  id: z
    .string({ error: () => m.buttonTargetRequired })
    .trim()
    .min(1, { error: () => m.buttonTargetRequired })
    .max(L.idblock, { error: () => m.buttonTargetRequired }),
  title: z.string().max(L.buttonTitle, { error: () => m.buttonTitleTooLong }),
  payload: z.string().max(1000).optional(),
});

const listRowSchema = z.object({
  id: z.string().trim().min(1).max(L.listRowId),
  title: text(L.listRowTitle, () => m.listRowTitleTooLong),
  description: text(L.listRowDescription, () => m.listRowDescriptionTooLong).optional(),
});

const listSectionSchema = z.object({
  title: text(L.listSectionTitle, () => m.listSectionTitleTooLong),
  rows: z.array(listRowSchema),
});

const interactiveListSchema = z
  .object({
    type: z.literal('list'),
    header: z
      .object({ type: z.literal('text').optional(), text: text(L.listHeader, () => m.listHeaderTooLong) })
      .optional(),
    body: z.object({ text: text(L.listBody, () => m.listBodyTooLong) }),
    footer: z.object({ text: text(L.listFooter, () => m.listFooterTooLong) }).optional(),
    action: z.object({
      button: text(L.listButton, () => m.listButtonTooLong),
      sections: z.array(listSectionSchema).max(L.listSections, { error: () => m.listTooManySections }),
    }),
  })
  .refine(
    (list) => list.action.sections.reduce((rows, section) => rows + section.rows.length, 0) <= L.listRows,
    {
      error: () => m.listTooManyRows,
      path: ['action', 'sections'],
    },
  );

/** Every element type of a flow with the editor's limits; the server validates saves with these. */
export const flowElementSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      ...common,
      type: z.literal('text'),
      message: text(L.text, () => m.textTooLong),
      preview_url: z.boolean().default(true),
    }),
    z.object({
      ...common,
      type: z.literal('text_button'),
      message: text(L.text, () => m.textTooLong),
      buttons: z.array(buttonSchema).max(L.buttons, { error: () => m.tooManyButtons }),
    }),
    z.object({ ...common, type: z.literal('list'), interactive: interactiveListSchema }),
    z.object({ ...common, type: z.literal('image'), link: mediaLink, caption: mediaCaption }),
    z.object({ ...common, type: z.literal('document'), link: mediaLink, caption: mediaCaption }),
    z.object({ ...common, type: z.literal('audio'), link: mediaLink, caption: mediaCaption }),
    z.object({
      ...common,
      type: z.literal('delay'),
      timmer: z
        .union([z.string(), z.number()])
        .transform((value) => String(value))
        .refine(
          (value) => {
            const seconds = Number(value);
            return Number.isFinite(seconds) && seconds >= L.delayMin && seconds <= L.delayMax;
          },
          { error: () => m.delayRange },
        ),
    }),
    z.object({
      ...common,
      type: z.literal('request'),
      method: z.literal('POST'),
      url: z
        .string()
        .trim()
        .max(2000)
        .refine((value) => /^https?:\/\//i.test(value), { error: () => m.requestUrlInvalid })
        .refine(isPublicHttpUrl, { error: () => m.requestUrlPrivate }),
      datas: z.array(z.string().max(100)).max(50),
    }),
    z.object({
      ...common,
      type: z.literal('answer'),
      options: z.object({
        answer_type: z.enum(ANSWER_TYPES, { error: () => m.answerTypeInvalid }),
        variable: z.object({ id: z.string().max(100) }),
        default_reply: text(L.text, () => m.textTooLong).default(''),
      }),
    }),
    z.object({
      ...common,
      type: z.literal('redirection'),
      redirection_block: z
        .string()
        .trim()
        .min(1, { error: () => m.buttonTargetRequired })
        .max(L.idblock),
    }),
    z.object({
      ...common,
      type: z.literal('notification'),
      to: z.string().trim().max(32),
      notification: z.object({
        type: z.string().max(40).default('text'),
        message: text(L.text, () => m.textTooLong),
        preview_url: z.boolean().default(false),
      }),
    }),
    z.object({
      ...common,
      type: z.literal('variable_insert'),
      variable: z.string().max(100),
      defaultValue: z.string().max(1000),
    }),
    z.object({
      ...common,
      type: z.literal('location_request_message'),
      message: text(L.text, () => m.textTooLong),
    }),
    z.object({
      ...common,
      type: z.literal('button_link'),
      image_header: mediaLink,
      body_message: text(L.cardBody, () => m.cardBodyTooLong),
      footer_message: text(L.cardFooter, () => m.cardFooterTooLong),
      action: z.object({
        name: z.literal('cta_url'),
        parameters: z.object({
          display_text: text(L.cardButton, () => m.cardButtonTooLong),
          url: httpUrl(() => m.cardUrlInvalid),
        }),
      }),
    }),
    conditionElementSchema,
    splitElementSchema,
    waitUntilElementSchema,
  ],
  { error: (issue) => (hasType(issue.input) ? m.elementTypeUnknown : m.elementTypeRequired) },
);
export type FlowElement = z.infer<typeof flowElementSchema>;
export type FlowElementInput = z.input<typeof flowElementSchema>;

export const flowSchema = z.array(flowElementSchema).max(500);
export type Flow = z.infer<typeof flowSchema>;

/** The union's own error names the element without a type apart from one of an unknown type. */
function hasType(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  return 'type' in input && input.type !== undefined && input.type !== null && input.type !== '';
}
