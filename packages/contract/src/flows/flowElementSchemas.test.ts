import { describe, expect, it } from 'vitest';
import { flowElementSchema, flowSchema } from './flowElementSchemas';

const valid = {
  text: { type: 'text', message: 'x'.repeat(640) },
  text_button: {
    type: 'text_button',
    message: 'Choix',
    buttons: [1, 2, 3].map((n) => ({ id: `b-${n}`, title: 'x'.repeat(20) })),
  },
  list: {
    type: 'list',
    interactive: {
      type: 'list',
      header: { type: 'text', text: 'x'.repeat(60) },
      body: { text: 'x'.repeat(1024) },
      footer: { text: 'x'.repeat(60) },
      action: {
        button: 'x'.repeat(20),
        sections: [
          {
            title: 'x'.repeat(24),
            rows: Array.from({ length: 10 }, (_u, n) => ({
              id: `r${n}`,
              title: 'x'.repeat(24),
              description: 'x'.repeat(72),
            })),
          },
        ],
      },
    },
  },
  image: { type: 'image', link: 'https://griot.example/api/public/media/images/a.png' },
  document: { type: 'document', link: '' },
  audio: { type: 'audio', link: 'https://griot.example/a.mp3' },
  delay: { type: 'delay', timmer: '2.5' },
  request: {
    type: 'request',
    method: 'POST',
    url: 'https://api.boutique.sn/commande',
    datas: ['last_input', 'ville'],
  },
  answer: {
    type: 'answer',
    options: { answer_type: 'tel_sen', variable: { id: 'tel' }, default_reply: 'Numéro ?' },
  },
  redirection: { type: 'redirection', redirection_block: 'menu-abc123' },
  notification: {
    type: 'notification',
    to: '+221770000000',
    notification: { type: 'text', message: 'Nouvelle commande', preview_url: false },
  },
  variable_insert: { type: 'variable_insert', variable: 'ville', defaultValue: 'Dakar' },
  location_request_message: { type: 'location_request_message', message: 'Votre position ?' },
  button_link: {
    type: 'button_link',
    image_header: '',
    body_message: 'x'.repeat(320),
    footer_message: 'x'.repeat(160),
    action: { name: 'cta_url', parameters: { display_text: 'x'.repeat(20), url: 'https://boutique.sn' } },
  },
} as const;

function firstMessage(element: unknown): string | undefined {
  const result = flowElementSchema.safeParse(element);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('flow element schemas', () => {
  it.each(Object.entries(valid))('accepts a %s at its limits', (_type, element) => {
    expect(firstMessage(element)).toBeUndefined();
  });

  it.each([
    [{ ...valid.text, message: 'x'.repeat(641) }, 'Le texte ne peut pas dépasser 640 caractères'],
    [
      { ...valid.location_request_message, message: 'x'.repeat(641) },
      'Le texte ne peut pas dépasser 640 caractères',
    ],
    [
      { ...valid.text_button, buttons: [...valid.text_button.buttons, { id: 'b-4', title: 'Quatre' }] },
      'Un message ne peut pas avoir plus de 3 boutons',
    ],
    [
      { ...valid.text_button, buttons: [{ id: 'b', title: 'x'.repeat(21) }] },
      'Le titre du bouton ne peut pas dépasser 20 caractères',
    ],
    [{ ...valid.text_button, buttons: [{ title: 'Sans cible' }] }, 'Chaque bouton doit avoir un bloc cible'],
    [{ ...valid.delay, timmer: '0.5' }, 'Le délai doit être compris entre 1 et 5 secondes'],
    [{ ...valid.delay, timmer: 'abc' }, 'Le délai doit être compris entre 1 et 5 secondes'],
    [{ ...valid.request, url: 'ftp://a.sn' }, "L'URL de la requête doit commencer par http:// ou https://"],
    [
      { ...valid.request, url: 'http://192.168.1.2/x' },
      "L'URL de la requête ne peut pas viser une adresse locale ou privée",
    ],
    [
      { ...valid.answer, options: { ...valid.answer.options, answer_type: 'date' } },
      'Type de réponse inconnu',
    ],
    [
      { ...valid.button_link, body_message: 'x'.repeat(321) },
      'Le corps de la carte ne peut pas dépasser 320 caractères',
    ],
    [
      { ...valid.button_link, footer_message: 'x'.repeat(161) },
      'Le pied de la carte ne peut pas dépasser 160 caractères',
    ],
    [
      {
        ...valid.button_link,
        action: { name: 'cta_url', parameters: { display_text: 'x'.repeat(21), url: 'https://a.sn' } },
      },
      'Le texte du bouton ne peut pas dépasser 20 caractères',
    ],
    [
      {
        ...valid.button_link,
        action: { name: 'cta_url', parameters: { display_text: 'Voir', url: 'boutique.sn' } },
      },
      "L'URL du bouton doit commencer par http:// ou https://",
    ],
    [{ message: 'sans type' }, 'Chaque élément doit avoir un type'],
    [{ type: 'sticker' }, "Type d'élément inconnu"],
  ])('refuses %j with "%s"', (element, message) => {
    expect(firstMessage(element)).toBe(message);
  });

  it.each([
    [
      (list: typeof valid.list.interactive) => ({ ...list, header: { text: 'x'.repeat(61) } }),
      "L'en-tête de la liste ne peut pas dépasser 60 caractères",
    ],
    [
      (list: typeof valid.list.interactive) => ({ ...list, footer: { text: 'x'.repeat(61) } }),
      'Le pied de la liste ne peut pas dépasser 60 caractères',
    ],
    [
      (list: typeof valid.list.interactive) => ({
        ...list,
        action: { ...list.action, button: 'x'.repeat(21) },
      }),
      'Le bouton de la liste ne peut pas dépasser 20 caractères',
    ],
    [
      (list: typeof valid.list.interactive) => ({
        ...list,
        action: {
          ...list.action,
          sections: [
            { title: 'A', rows: Array.from({ length: 11 }, (_u, n) => ({ id: `r${n}`, title: 'L' })) },
          ],
        },
      }),
      'Une liste ne peut pas avoir plus de 10 lignes au total',
    ],
    [
      (list: typeof valid.list.interactive) => ({
        ...list,
        action: { ...list.action, sections: Array.from({ length: 11 }, () => ({ title: 'S', rows: [] })) },
      }),
      'Une liste ne peut pas avoir plus de 10 sections',
    ],
    [
      (list: typeof valid.list.interactive) => ({
        ...list,
        action: { ...list.action, sections: [{ title: 'S', rows: [{ id: 'r', title: 'x'.repeat(25) }] }] },
      }),
      "Le titre d'une ligne ne peut pas dépasser 24 caractères",
    ],
    [
      (list: typeof valid.list.interactive) => ({
        ...list,
        action: {
          ...list.action,
          sections: [{ title: 'S', rows: [{ id: 'r', title: 'L', description: 'x'.repeat(73) }] }],
        },
      }),
      "La description d'une ligne ne peut pas dépasser 72 caractères",
    ],
  ])('keeps lists within WhatsApp limits (%#: "%s")', (change, message) => {
    expect(firstMessage({ type: 'list', interactive: change(valid.list.interactive) })).toBe(message);
  });

  it('fills the defaults: preview_url true, delay as a string', () => {
    const [text, delay] = flowSchema.parse([
      { type: 'text', message: 'Bonjour' },
      { type: 'delay', timmer: 3 },
    ]);
    expect(text).toMatchObject({ preview_url: true });
    expect(delay).toMatchObject({ timmer: '3' });
  });
});
