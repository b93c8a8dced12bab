import { describe, expect, it } from 'vitest';
import { broadcastConversationMessage } from './broadcastConversationMessage';

const campaign = { id: 'c1', name: 'promo_tabaski' };

describe('broadcastConversationMessage', () => {
  it('fills header and body as the send does (value, else fallback), keeps footer and buttons', () => {
    const shown = broadcastConversationMessage(
      campaign,
      {
        source: 'whatsapp',
        parameters: [
          { key: '1', component: 'header' },
          { key: '1', component: 'body' },
          { key: '2', component: 'body' },
        ],
        header: 'Promo {{1}}',
        content: 'Bonjour {{1}}, -{{2}} % ! {{1}}, à bientôt.',
        footer: 'Répondez STOP',
        buttons: ['Voir la boutique'],
      },
      [
        { key: 'header.1', source: 'constant', value: 'Tabaski', fallback: '' },
        { key: 'body.1', source: 'variable', value: 'first_name', fallback: 'cher client' },
        { key: 'body.2', source: 'constant', value: '20', fallback: '' },
      ],
      { first_name: '  ' },
    );
    expect(shown).toEqual({
      type: 'template',
      content: {
        element: {
          type: 'template',
          name: 'promo_tabaski',
          header: 'Promo Tabaski',
          message: 'Bonjour cher client, -20 % ! cher client, à bientôt.',
          footer: 'Répondez STOP',
          buttons: ['Voir la boutique'],
        },
        broadcast: campaign,
      },
      preview: 'Bonjour cher client, -20 % ! cher client, à bientôt.',
    });
  });

  it('fills named placeholders, sends a local model as its text, and names an older campaign by its template', () => {
    const named = broadcastConversationMessage(
      { id: 'c2', name: 'rappel_commande' },
      { parameters: [{ key: 'first_name', component: 'body' }], content: 'Bonjour {{first_name}}.' },
      [{ key: 'body.first_name', source: 'variable', value: 'first_name', fallback: 'client' }],
      { first_name: 'Awa' },
    );
    expect(named.content.element.message).toBe('Bonjour Awa.');
    const local = broadcastConversationMessage(
      { id: 'c3', name: 'relance_panier' },
      { source: 'local', parameters: [{ key: '1', component: 'body' }], content: 'Bonjour {{1}} !' },
      [{ key: 'body.1', source: 'constant', value: 'Moussa', fallback: '' }],
      {},
    );
    expect(local).toMatchObject({
      type: 'text',
      content: { element: { type: 'text', message: 'Bonjour Moussa !' } },
    });
    const older = broadcastConversationMessage({ id: 'c4', name: 'bienvenue' }, { parameters: [] }, [], {});
    expect(older.content.element.message).toBe('bienvenue');
  });
});
