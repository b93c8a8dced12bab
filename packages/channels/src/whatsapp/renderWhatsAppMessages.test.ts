import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { WHATSAPP_LIMITS as L } from '@griot/contract/flows/whatsAppLimits';
import { describe, expect, it } from 'vitest';
import { renderWhatsAppMessages, renderWhatsAppText } from './renderWhatsAppMessages';
import type { WhatsAppInteractive, WhatsAppSendBody } from './whatsAppSendTypes';

const to = '221770000001';
const long = (n: number) => 'é🙂'.repeat(n);
const render = (element: FlowElement) => renderWhatsAppMessages(to, { blockId: 'b', element });
const envelope = { messaging_product: 'whatsapp', recipient_type: 'individual', to };

function interactive(element: FlowElement): WhatsAppInteractive {
  const [body] = render(element);
  if (body?.type !== 'interactive') throw new Error(`expected interactive, got ${body?.type}`);
  return body.interactive;
}

describe('renderWhatsAppMessages', () => {
  it('renders a text with preview_url, cut to 4096 without breaking an emoji', () => {
    expect(render({ type: 'text', message: 'Bonjour', preview_url: true })).toEqual([
      { ...envelope, type: 'text', text: { body: 'Bonjour', preview_url: true } },
    ]);
    const [body] = render({ type: 'text', message: long(3000), preview_url: false });
    if (body?.type !== 'text') throw new Error('text expected');
    expect(body.text.body.length).toBeLessThanOrEqual(L.textBody);
    expect(body.text.body.endsWith('🙂…') || body.text.body.endsWith('é…')).toBe(true);
    expect(Buffer.from(body.text.body).toString()).toBe(body.text.body);
  });

  it('renders buttons with unique ids, titles ≤ 20 and body ≤ 1024', () => {
    const result = interactive({
      type: 'text_button',
      message: long(700),
      buttons: [
        { id: 'oui-a1b2c3', title: 'Oui, avec plaisir, merci beaucoup' },
        { id: 'oui-a1b2c3', title: 'Bien sûr' },
        { id: 'non-d4e5f6', title: '' },
        { id: 'trop-g7h8i9', title: 'En trop' },
      ],
    });
    if (result.type !== 'button') throw new Error('button expected');
    expect(result.body.text.length).toBeLessThanOrEqual(L.interactiveBody);
    const replies = result.action.buttons.map((button) => button.reply);
    expect(replies.map((reply) => reply.id)).toEqual(['oui-a1b2c3', 'oui-a1b2c3#2', 'non-d4e5f6']);
    expect(replies.map((reply) => reply.title)).toEqual(['Oui, avec plaisir,…', 'Bien sûr', '3']);
    for (const reply of replies) expect(reply.title.length).toBeLessThanOrEqual(L.buttonTitle);
  });

  it('renders a text_button without buttons as a text', () => {
    expect(render({ type: 'text_button', message: 'Rien à choisir', buttons: [] })[0]?.type).toBe('text');
  });

  it('renders a list within every limit, 10 rows at most', () => {
    const rows = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: `${prefix}-abcdef`,
        title: `${prefix} option numéro ${index} bien trop longue`,
        description: long(60),
      }));
    const result = interactive({
      type: 'list',
      interactive: {
        type: 'list',
        header: { type: 'text', text: long(40) },
        body: { text: 'Choisissez' },
        footer: { text: long(40) },
        action: {
          button: 'Voir toutes les options du menu',
          sections: [
            { title: 'Une section au titre trop long', rows: rows('a', 6) },
            { title: '', rows: [] },
            { title: '', rows: rows('b', 6) },
          ],
        },
      },
    });
    if (result.type !== 'list') throw new Error('list expected');
    expect(result.header?.text.length).toBeLessThanOrEqual(L.header);
    expect(result.footer?.text.length).toBeLessThanOrEqual(L.footer);
    expect(result.action.button.length).toBeLessThanOrEqual(L.listButton);
    expect(result.action.sections).toHaveLength(2);
    const all = result.action.sections.flatMap((section) => section.rows);
    expect(all).toHaveLength(L.listRows);
    expect(new Set(all.map((row) => row.id)).size).toBe(L.listRows);
    expect(all[1]?.id).toBe('a-abcdef#2');
    for (const section of result.action.sections) {
      expect(section.title?.length ?? 0).toBeGreaterThan(0);
      expect(section.title?.length ?? 0).toBeLessThanOrEqual(L.listSectionTitle);
    }
    for (const row of all) {
      expect(row.title.length).toBeLessThanOrEqual(L.listRowTitle);
      expect(row.description?.length ?? 0).toBeLessThanOrEqual(L.listRowDescription);
      expect(row.id.length).toBeLessThanOrEqual(L.listRowId);
    }
  });

  it('renders a one-section list without title and a default button label', () => {
    const result = interactive({
      type: 'list',
      interactive: {
        type: 'list',
        body: { text: 'Menu' },
        action: { button: '', sections: [{ title: '', rows: [{ id: 'x-123456', title: 'X' }] }] },
      },
    });
    expect(result).toEqual({
      type: 'list',
      body: { text: 'Menu' },
      action: { button: 'Voir les choix', sections: [{ rows: [{ id: 'x-123456', title: 'X' }] }] },
    });
  });

  it('renders media by link: document with its file name, audio without caption', () => {
    expect(render({ type: 'image', link: 'https://griot.example/api/public/a.png' })).toEqual([
      { ...envelope, type: 'image', image: { link: 'https://griot.example/api/public/a.png' } },
    ]);
    expect(render({ type: 'document', link: 'https://griot.example/api/public/Devis%202026.pdf' })).toEqual([
      {
        ...envelope,
        type: 'document',
        document: { link: 'https://griot.example/api/public/Devis%202026.pdf', filename: 'Devis 2026.pdf' },
      },
    ]);
    expect(render({ type: 'audio', link: 'https://griot.example/a.ogg' })).toEqual([
      { ...envelope, type: 'audio', audio: { link: 'https://griot.example/a.ogg' } },
    ]);
    expect(render({ type: 'image', link: '' })).toEqual([]);
  });

  it('sends an agent’s text with a file as its caption where WhatsApp takes one, after an audio otherwise', () => {
    const long = 'é'.repeat(1030);
    const [image] = render({ type: 'image', link: 'https://griot.example/a.png', caption: long });
    expect(image).toMatchObject({ type: 'image', image: { link: 'https://griot.example/a.png' } });
    expect((image as { image: { caption: string } }).image.caption).toHaveLength(1024);
    expect(
      render({ type: 'document', link: 'https://griot.example/Devis.pdf', caption: 'Votre devis' }),
    ).toEqual([
      {
        ...envelope,
        type: 'document',
        document: { link: 'https://griot.example/Devis.pdf', filename: 'Devis.pdf', caption: 'Votre devis' },
      },
    ]);
    expect(render({ type: 'audio', link: 'https://griot.example/a.ogg', caption: 'Écoutez ceci' })).toEqual([
      { ...envelope, type: 'audio', audio: { link: 'https://griot.example/a.ogg' } },
      { ...envelope, type: 'text', text: { body: 'Écoutez ceci', preview_url: false } },
    ]);
    expect(render({ type: 'image', link: 'https://griot.example/a.png', caption: '  ' })).toEqual([
      { ...envelope, type: 'image', image: { link: 'https://griot.example/a.png' } },
    ]);
  });

  it('renders a location request', () => {
    expect(interactive({ type: 'location_request_message', message: 'Où êtes-vous ?' })).toEqual({
      type: 'location_request_message',
      body: { text: 'Où êtes-vous ?' },
      action: { name: 'send_location' },
    });
  });

  it('renders a CTA card with an image header and every text within limits', () => {
    const card = {
      type: 'button_link',
      body_message: long(320),
      footer_message: long(80),
      action: {
        name: 'cta_url',
        parameters: { display_text: 'Ouvrir la boutique en ligne', url: 'https://shop.example/x' },
      },
    } as const;
    const result = interactive({ ...card, image_header: 'https://griot.example/h.jpg' });
    if (result.type !== 'cta_url') throw new Error('cta expected');
    expect(result.header).toEqual({ type: 'image', image: { link: 'https://griot.example/h.jpg' } });
    expect(result.body.text.length).toBeLessThanOrEqual(L.interactiveBody);
    expect(result.footer?.text.length).toBeLessThanOrEqual(L.footer);
    expect(result.action.parameters.display_text.length).toBeLessThanOrEqual(L.ctaDisplayText);
    expect(result.action.parameters.url).toBe('https://shop.example/x');
    const bare = interactive({ ...card, image_header: '', footer_message: '' });
    expect(bare).not.toHaveProperty('header');
    expect(bare).not.toHaveProperty('footer');
  });

  it('sends nothing for elements that act inside the engine, nor for notification', () => {
    const silent: FlowElement[] = [
      { type: 'delay', timmer: '2' },
      { type: 'request', method: 'POST', url: 'https://api.example', datas: [] },
      { type: 'answer', options: { answer_type: 'text', variable: { id: 'v' }, default_reply: '' } },
      { type: 'redirection', redirection_block: 'x-123456' },
      { type: 'variable_insert', variable: 'v', defaultValue: '1' },
      { type: 'notification', to: '221', notification: { type: 'text', message: 'x', preview_url: false } },
      { type: 'text', message: '  ', preview_url: true },
    ];
    for (const element of silent) expect(render(element)).toEqual([]);
  });
});

describe('renderWhatsAppText', () => {
  it('renders a text without preview by default, cut to 4096', () => {
    const body: WhatsAppSendBody = renderWhatsAppText(to, long(5000));
    if (body.type !== 'text') throw new Error('text expected');
    expect(body.text.preview_url).toBe(false);
    expect(body.text.body.length).toBeLessThanOrEqual(L.textBody);
  });
});
