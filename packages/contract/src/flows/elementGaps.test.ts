import { describe, expect, it } from 'vitest';
import { elementGaps } from './elementGaps';
import { elementProblems } from './elementProblems';
import { type FlowElementInput, flowElementSchema } from './flowElementSchemas';
import { incompleteElements } from './incompleteElements';

const parse = (input: FlowElementInput) => flowElementSchema.parse(input);
const gaps = (input: FlowElementInput) => elementGaps(parse(input));

function list(sections: { title: string; rows: string[] }[], body = 'Choisissez', button = 'Menu') {
  return parse({
    type: 'list',
    interactive: {
      type: 'list',
      body: { text: body },
      action: {
        button,
        sections: sections.map((section) => ({
          title: section.title,
          rows: section.rows.map((title, index) => ({ id: `bloc-${index}`, title })),
        })),
      },
    },
  });
}

describe('elementGaps', () => {
  it('names an empty or blank text, and nothing in a written one', () => {
    expect(gaps({ type: 'text', message: '' })).toEqual(['Le texte du message est vide.']);
    expect(gaps({ type: 'text', message: '  \n ' })).toEqual(['Le texte du message est vide.']);
    expect(gaps({ type: 'text', message: 'Bonjour {{first_name}}' })).toEqual([]);
  });

  it('names a buttons message without text, without buttons, or with a button without title', () => {
    expect(gaps({ type: 'text_button', message: '', buttons: [] })).toEqual([
      'Le texte du message est vide.',
      'Le message n’a aucun bouton.',
    ]);
    expect(
      gaps({
        type: 'text_button',
        message: 'Votre choix ?',
        buttons: [
          { id: 'a', title: 'Oui' },
          { id: 'b', title: ' ' },
        ],
      }),
    ).toEqual(['Le bouton 2 n’a pas de titre.']);
    expect(
      gaps({ type: 'text_button', message: 'Votre choix ?', buttons: [{ id: 'a', title: 'Oui' }] }),
    ).toEqual([]);
  });

  it('names a list without rows, body or button text, and rows or section titles left empty', () => {
    expect(elementGaps(list([{ title: 'Options', rows: [] }]))).toEqual(['La liste n’a aucune ligne.']);
    expect(elementGaps(list([{ title: 'Options', rows: [] }], '', ''))).toEqual([
      'Le texte de la liste est vide.',
      'Le bouton qui ouvre la liste n’a pas de texte.',
      'La liste n’a aucune ligne.',
    ]);
    expect(elementGaps(list([{ title: 'Options', rows: ['Thiéboudienne', ''] }]))).toEqual([
      'La ligne 2 n’a pas de titre.',
    ]);
    // A lone section needs no title; an empty section beside others is dropped when sent.
    expect(
      elementGaps(
        list([
          { title: '', rows: ['Plats'] },
          { title: '', rows: [] },
        ]),
      ),
    ).toEqual([]);
    expect(
      elementGaps(
        list([
          { title: 'Plats', rows: ['Yassa'] },
          { title: '', rows: ['Bissap'] },
        ]),
      ),
    ).toEqual(['La section 2 n’a pas de titre (il en faut un dès que la liste a plusieurs sections).']);
  });

  it('names media without a file, per type', () => {
    expect(gaps({ type: 'image', link: '' })).toEqual(['Aucune image n’a été choisie.']);
    expect(gaps({ type: 'document', link: ' ' })).toEqual(['Aucun document n’a été choisi.']);
    expect(gaps({ type: 'audio', link: '' })).toEqual(['Aucun fichier audio n’a été choisi.']);
    expect(gaps({ type: 'image', link: '/api/public/media/images/a.png' })).toEqual([]);
    expect(gaps({ type: 'document', link: 'https://griot.example/menu.pdf' })).toEqual([]);
    expect(gaps({ type: 'audio', link: '/api/public/media/audios/a.mp3' })).toEqual([]);
  });

  it('names a location request without text', () => {
    expect(gaps({ type: 'location_request_message', message: '' })).toEqual([
      'Le texte de la demande de localisation est vide.',
    ]);
    expect(gaps({ type: 'location_request_message', message: 'Où êtes-vous ?' })).toEqual([]);
  });

  it('names a link card without body or button text, its image and footer being optional', () => {
    const card = (body: string, button: string) =>
      gaps({
        type: 'button_link',
        image_header: '',
        body_message: body,
        footer_message: '',
        action: { name: 'cta_url', parameters: { display_text: button, url: 'https://boutique.sn' } },
      });
    expect(card('', '')).toEqual([
      'Le texte de la carte est vide.',
      'Le texte du bouton de la carte est vide.',
    ]);
    expect(card('Notre boutique', 'Voir')).toEqual([]);
  });

  it('names a notification without recipient or message, and a variable element without variable', () => {
    const notification = (to: string, message: string) =>
      gaps({ type: 'notification', to, notification: { type: 'text', message } });
    expect(notification('', '')).toEqual([
      'Le numéro à prévenir est vide.',
      'Le message de la notification est vide.',
    ]);
    expect(notification('+221770000000', 'Nouvelle commande')).toEqual([]);
    expect(gaps({ type: 'variable_insert', variable: '', defaultValue: 'x' })).toEqual([
      'Aucune variable n’est choisie.',
    ]);
    expect(gaps({ type: 'variable_insert', variable: 'ville', defaultValue: '' })).toEqual([]);
  });

  it('finds nothing missing in delays, requests, answers and redirections the schemas accepted', () => {
    expect(gaps({ type: 'delay', timmer: '2' })).toEqual([]);
    expect(gaps({ type: 'request', method: 'POST', url: 'https://api.boutique.sn/c', datas: [] })).toEqual(
      [],
    );
    expect(
      gaps({ type: 'answer', options: { answer_type: 'text', variable: { id: '' }, default_reply: '' } }),
    ).toEqual([]);
    expect(gaps({ type: 'redirection', redirection_block: 'menu-abc123' })).toEqual([]);
  });
});

describe('elementProblems and incompleteElements', () => {
  it('add repeated option titles to the gaps and give each incomplete element its position', () => {
    const buttons = parse({
      type: 'text_button',
      message: '',
      buttons: [
        { id: 'a', title: 'Oui' },
        { id: 'b', title: ' oui' },
      ],
    });
    expect(elementProblems(buttons)).toEqual([
      'Le texte du message est vide.',
      'Deux boutons portent le même titre « oui » : le client ne pourrait pas les distinguer.',
    ]);
    expect(incompleteElements([parse({ type: 'text', message: 'Bonjour' }), buttons, list([])])).toEqual([
      { position: 2, type: 'text_button', problems: elementProblems(buttons) },
      { position: 3, type: 'list', problems: ['La liste n’a aucune ligne.'] },
    ]);
  });
});
