import type { AnswerType } from '@griot/contract/flows/flowConstants';
import { readInLanguage } from '@griot/i18n/currentLanguage';
import { loadLanguage } from '@griot/i18n/texts';
import { describe, expect, it } from 'vitest';
import { engineMessages } from './engineMessages';
import { buildBlock, conversation, texts } from './engineTestKit';
import type { InboundEvent } from './engineTypes';

const variables = [{ id: 'reponse', slug: 'Réponse', type: 'any_type' }];
const globals = { first_name: 'Awa' };

/** A chatbot that asks one question of the given type, then echoes what it stored. */
function ask(answerType: AnswerType, defaultReply = '') {
  const chat = conversation({
    variables,
    globals,
    blocks: [
      buildBlock(
        'accueil',
        [
          { type: 'text', message: 'Votre réponse ?' },
          {
            type: 'answer',
            options: { answer_type: answerType, variable: { id: 'reponse' }, default_reply: defaultReply },
          },
          { type: 'text', message: 'Reçu : {{reponse}} ({{last_input}})' },
        ],
        { category: 'welcome' },
      ),
      buildBlock('defaut', [{ type: 'text', message: 'Par défaut' }], { category: 'default' }),
    ],
  });
  const first = chat.send({ type: 'start' });
  expect(first.session.position).toMatchObject({ waitingFor: 'answer', blockId: 'accueil', elementIndex: 1 });
  return chat;
}

const text = (value: string): InboundEvent => ({ type: 'text', text: value });

const cases: Array<{ type: AnswerType; valid: InboundEvent; stored: string; invalid: InboundEvent }> = [
  {
    type: 'text',
    valid: text(' Bonjour '),
    stored: 'Bonjour',
    invalid: { type: 'location', latitude: 1, longitude: 2 },
  },
  {
    type: 'interactive',
    valid: { type: 'button', id: 'x', title: 'Oui' },
    stored: 'Oui',
    invalid: text('Oui'),
  },
  {
    type: 'audio',
    valid: { type: 'media', mediaType: 'audio', url: 'https://m/a.ogg' },
    stored: 'https://m/a.ogg',
    invalid: { type: 'media', mediaType: 'image', url: 'https://m/i.png', caption: 'photo' },
  },
  {
    type: 'tel_sen',
    valid: text('+221 77 123 45 67'),
    stored: '+221771234567',
    invalid: text('72 123 45 67'),
  },
  { type: 'phone_number', valid: text('+33 6 12 34 56 78'), stored: '+33612345678', invalid: text('12345') },
  { type: 'alphabet', valid: text('Ndèye Fatou'), stored: 'Ndèye Fatou', invalid: text('R2D2') },
  { type: 'email', valid: text('awa@exemple.sn'), stored: 'awa@exemple.sn', invalid: text('awa@exemple') },
  { type: 'number', valid: text('12,5'), stored: '12.5', invalid: text('douze') },
  {
    type: 'location',
    valid: { type: 'location', latitude: 14.6928, longitude: -17.4467, name: 'Plateau' },
    stored: '14.6928,-17.4467',
    invalid: text('Dakar'),
  },
];

describe('runEngine: answers', () => {
  for (const { type, valid, stored, invalid } of cases) {
    it(`${type}: stores a valid reply and continues`, () => {
      const chat = ask(type);
      const output = chat.send(valid);
      expect(output.variableChanges).toEqual({ reponse: stored, last_input: stored });
      expect(texts(output)).toEqual([`Reçu : ${stored} (${stored})`]);
      expect(output.session.position).toBeNull();
    });

    it(`${type}: refuses an invalid reply with the default reply and waits again`, () => {
      const chat = ask(type, 'Pas valide, {{first_name}} : réessayez.');
      const output = chat.send(invalid);
      expect(texts(output)).toEqual(['Pas valide, Awa : réessayez.']);
      expect(output.variableChanges.reponse).toBeUndefined();
      expect(output.session.position).toMatchObject({ waitingFor: 'answer' });
      expect(output.log.join('\n')).toMatch(`answer refused (${type})`);
      expect(texts(chat.send(valid))).toEqual([`Reçu : ${stored} (${stored})`]);
    });
  }

  it('sends a generic French reply when the default reply is empty', () => {
    const chat = ask('email');
    const output = chat.send(text('pas un email'));
    expect(texts(output)).toEqual([engineMessages.invalidAnswer]);
    expect(output.messages[0]?.element).toEqual({
      type: 'text',
      message: 'Réponse invalide, veuillez réessayer.',
      preview_url: false,
    });
    expect(chat.send(text('encore faux')).session.position).toMatchObject({ waitingFor: 'answer' });
  });

  it('reads the generic reply when it is sent, in the language the runtime speaks then', async () => {
    await loadLanguage('en');
    await loadLanguage('es');
    const chat = ask('email');
    const english = readInLanguage('en', () => chat.send(text('pas un email')));
    expect(texts(english)).toEqual(['That answer isn’t valid. Please try again.']);
    const spanish = readInLanguage('es', () => chat.send(text('tampoco')));
    expect(texts(spanish)).toEqual(['Respuesta no válida. Inténtalo de nuevo.']);
    // The business's own default reply is never translated.
    const own = ask('email', 'Pas valide, {{first_name}}.');
    expect(texts(readInLanguage('es', () => own.send(text('non'))))).toEqual(['Pas valide, Awa.']);
    expect(texts(chat.send(text('toujours pas')))).toEqual(['Réponse invalide, veuillez réessayer.']);
  });
});
