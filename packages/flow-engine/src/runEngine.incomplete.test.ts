import { describe, expect, it } from 'vitest';
import { buildBlock, conversation, texts } from './engineTestKit';
import type { EngineBlock } from './engineTypes';
import { runEngine } from './runEngine';
import { globals, variables } from './runEngineFixtures';

const emptyList = {
  type: 'list' as const,
  interactive: {
    type: 'list' as const,
    body: { text: 'Notre menu' },
    action: { button: 'Voir', sections: [{ title: 'Plats', rows: [] }] },
  },
};

function blocks(flow: Parameters<typeof buildBlock>[1], extra: EngineBlock[] = []): EngineBlock[] {
  return [
    buildBlock('accueil', flow, { category: 'welcome' }),
    buildBlock('defaut', [{ type: 'text', message: 'Par défaut' }], { category: 'default' }),
    ...extra,
  ];
}

describe('runEngine: incomplete elements are not sent', () => {
  it('skips an empty text, a list without rows, a media without file and an untitled button, with their reasons', () => {
    const output = runEngine({
      variables,
      globals,
      session: null,
      event: { type: 'start' },
      blocks: blocks([
        { type: 'text', message: '' },
        emptyList,
        { type: 'image', link: '' },
        { type: 'text_button', message: 'Votre choix ?', buttons: [{ id: 'defaut', title: '' }] },
        { type: 'location_request_message', message: ' ' },
        { type: 'text', message: 'Bienvenue' },
      ]),
    });
    // Nothing incomplete waits either: the flow reaches the last text and ends.
    expect(texts(output)).toEqual(['Bienvenue']);
    expect(output.session.position).toBeNull();
    expect(output.skipped).toEqual([
      { blockId: 'accueil', elementIndex: 0, type: 'text', problems: ['Le texte du message est vide.'] },
      { blockId: 'accueil', elementIndex: 1, type: 'list', problems: ['La liste n’a aucune ligne.'] },
      { blockId: 'accueil', elementIndex: 2, type: 'image', problems: ['Aucune image n’a été choisie.'] },
      {
        blockId: 'accueil',
        elementIndex: 3,
        type: 'text_button',
        problems: ['Le bouton 1 n’a pas de titre.'],
      },
      {
        blockId: 'accueil',
        elementIndex: 4,
        type: 'location_request_message',
        problems: ['Le texte de la demande de localisation est vide.'],
      },
    ]);
    expect(output.log).toContain(
      'text (element 1) of "accueil" not sent, incomplete: Le texte du message est vide.',
    );
  });

  it('skips a text whose only variable has no value, and sends it once the variable is set', () => {
    const flow = [{ type: 'text' as const, message: '{{ville}}' }];
    const empty = runEngine({
      variables,
      globals,
      session: null,
      event: { type: 'start' },
      blocks: blocks(flow),
    });
    expect(empty.messages).toEqual([]);
    expect(empty.skipped).toHaveLength(1);
    const chat = conversation({
      variables,
      globals,
      blocks: blocks([{ type: 'variable_insert', variable: 'ville', defaultValue: 'Thiès' }, ...flow]),
    });
    expect(texts(chat.send({ type: 'start' }))).toEqual(['Thiès']);
  });

  it('skips buttons whose titles repeat once filled in, and still sends complete choices and waits', () => {
    const repeated = runEngine({
      variables,
      globals,
      session: null,
      event: { type: 'start' },
      blocks: blocks([
        {
          type: 'text_button',
          message: 'Confirmez',
          buttons: [
            { id: 'defaut', title: '{{first_name}}' },
            { id: 'defaut', title: 'awa' },
          ],
        },
      ]),
    });
    expect(repeated.messages).toEqual([]);
    expect(repeated.skipped[0]?.problems).toEqual([
      'Deux boutons portent le même titre « awa » : le client ne pourrait pas les distinguer.',
    ]);
    const fine = runEngine({
      variables,
      globals,
      session: null,
      event: { type: 'start' },
      blocks: blocks([
        { type: 'text_button', message: 'Confirmez', buttons: [{ id: 'defaut', title: 'Oui' }] },
      ]),
    });
    expect(texts(fine)).toEqual(['Confirmez']);
    expect(fine.skipped).toEqual([]);
    expect(fine.session.position).toMatchObject({ waitingFor: 'choice' });
  });

  it('sends no notification without a message, and reports it', () => {
    const output = runEngine({
      variables,
      globals,
      session: null,
      event: { type: 'start' },
      blocks: blocks([
        { type: 'notification', to: '+221770000000', notification: { type: 'text', message: ' ' } },
      ]),
    });
    expect(output.effects).toEqual([]);
    expect(output.skipped).toEqual([
      {
        blockId: 'accueil',
        elementIndex: 0,
        type: 'notification',
        problems: ['Le message de la notification est vide.'],
      },
    ]);
  });
});
