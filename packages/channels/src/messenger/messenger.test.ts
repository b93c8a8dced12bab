import { createHmac } from 'node:crypto';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { describe, expect, it } from 'vitest';
import { parseMessengerWebhook } from './parseMessengerWebhook';
import { MESSENGER_LIMITS as L, renderMessengerMessages } from './renderMessengerMessages';
import { verifyMessengerSignature } from './verifyMessengerSignature';

const page = (...messaging: unknown[]) => ({
  object: 'page',
  entry: [{ id: 'PAGE_ID', time: 1750000000000, messaging }],
});
const base = { sender: { id: '6789012345678901' }, recipient: { id: 'PAGE_ID' }, timestamp: 1750000000123 };

describe('parseMessengerWebhook', () => {
  it('reads a text message', () => {
    expect(parseMessengerWebhook(page({ ...base, message: { mid: 'm_AbC', text: 'Bonjour' } }))).toEqual({
      messages: [
        {
          pageId: 'PAGE_ID',
          psid: '6789012345678901',
          id: 'm_AbC',
          timestamp: 1750000000123,
          event: { type: 'text', text: 'Bonjour' },
        },
      ],
      problems: [],
    });
  });

  it('reads a quick reply as a button with its payload and title', () => {
    const result = parseMessengerWebhook(
      page({
        ...base,
        message: { mid: 'm_Q', text: 'Livraison', quick_reply: { payload: 'livraison-a1b2c3#2' } },
      }),
    );
    expect(result.messages[0]?.event).toEqual({ type: 'button', id: 'livraison-a1b2c3', title: 'Livraison' });
  });

  it('reads a postback as a button', () => {
    const result = parseMessengerWebhook(
      page({ ...base, postback: { mid: 'm_P', title: 'Commencer', payload: 'accueil-z9y8x7' } }),
    );
    expect(result.messages[0]).toMatchObject({
      id: 'm_P',
      event: { type: 'button', id: 'accueil-z9y8x7', title: 'Commencer' },
    });
  });

  it('reads attachments, one event each', () => {
    const result = parseMessengerWebhook(
      page({
        ...base,
        message: {
          mid: 'm_A',
          attachments: [
            { type: 'image', payload: { url: 'https://scontent.xx.fbcdn.net/a.jpg' } },
            { type: 'audio', payload: { url: 'https://cdn.fbsbx.com/a.mp4' } },
            { type: 'file', payload: { url: 'https://cdn.fbsbx.com/f.pdf' } },
            { type: 'location', payload: { coordinates: { lat: 14.69, long: -17.44 } } },
            { type: 'fallback', payload: null },
          ],
        },
      }),
    );
    expect(result.messages.map((message) => message.id)).toEqual(['m_A', 'm_A#2', 'm_A#3', 'm_A#4']);
    expect(result.messages.map((message) => message.event)).toEqual([
      { type: 'media', mediaType: 'image', url: 'https://scontent.xx.fbcdn.net/a.jpg' },
      { type: 'media', mediaType: 'audio', url: 'https://cdn.fbsbx.com/a.mp4' },
      { type: 'media', mediaType: 'document', url: 'https://cdn.fbsbx.com/f.pdf' },
      { type: 'location', latitude: 14.69, longitude: -17.44 },
    ]);
  });

  it('skips echoes, deliveries and reads silently; never throws on malformed bodies', () => {
    const quiet = parseMessengerWebhook(
      page(
        { ...base, message: { mid: 'm_E', is_echo: true, text: 'x' } },
        { ...base, delivery: { mids: ['m_1'], watermark: 1 } },
        { ...base, read: { watermark: 1 } },
      ),
    );
    expect(quiet).toEqual({ messages: [], problems: [] });
    for (const body of [
      null,
      1,
      'x',
      {},
      { object: 'whatsapp_business_account' },
      page(null, {}, { ...base, message: {} }),
    ]) {
      expect(parseMessengerWebhook(body).messages).toEqual([]);
    }
  });
});

describe('verifyMessengerSignature', () => {
  it('checks X-Hub-Signature-256 like WhatsApp', () => {
    const raw = Buffer.from(JSON.stringify(page()));
    const header = `sha256=${createHmac('sha256', 'secret').update(raw).digest('hex')}`;
    expect(verifyMessengerSignature(raw, header, 'secret')).toBe(true);
    expect(verifyMessengerSignature(raw, header, 'other')).toBe(false);
    expect(verifyMessengerSignature(raw, undefined, 'secret')).toBe(false);
  });
});

describe('renderMessengerMessages', () => {
  const render = (element: FlowElement) => renderMessengerMessages('6789', { blockId: 'b', element });

  it('renders a text within 2000 characters', () => {
    expect(render({ type: 'text', message: 'Salut', preview_url: true })).toEqual([
      { recipient: { id: '6789' }, messaging_type: 'RESPONSE', message: { text: 'Salut' } },
    ]);
    const [body] = render({ type: 'text', message: 'x'.repeat(3000), preview_url: true });
    expect(body && 'text' in body.message && body.message.text.length).toBe(L.text);
  });

  it('renders buttons as a button template of ≤ 3 postbacks with titles ≤ 20', () => {
    const [body] = render({
      type: 'text_button',
      message: 'On continue ?',
      buttons: [
        { id: 'a-123456', title: 'Oui, bien sûr, continuons' },
        { id: 'a-123456', title: 'Non' },
      ],
    });
    expect(body?.message).toEqual({
      attachment: {
        type: 'template',
        payload: {
          template_type: 'button',
          text: 'On continue ?',
          buttons: [
            { type: 'postback', title: 'Oui, bien sûr, cont…', payload: 'a-123456' },
            { type: 'postback', title: 'Non', payload: 'a-123456#2' },
          ],
        },
      },
    });
  });

  it('renders a list as quick replies, 13 at most', () => {
    const rows = Array.from({ length: 15 }, (_, index) => ({
      id: `r${index}-123456`,
      title: `Option numéro ${index} trop longue`,
    }));
    const [body] = render({
      type: 'list',
      interactive: {
        type: 'list',
        body: { text: 'Choisissez' },
        action: { button: 'Voir', sections: [{ title: '', rows }] },
      },
    });
    const message = body?.message;
    if (!message || !('text' in message)) throw new Error('text expected');
    expect(message.quick_replies).toHaveLength(L.quickReplies);
    for (const reply of message.quick_replies ?? [])
      expect(reply.title.length).toBeLessThanOrEqual(L.quickReplyTitle);
  });

  it('renders media, CTA and location request', () => {
    // Attachments take no caption on Messenger: an agent's text follows the file.
    expect(
      render({ type: 'image', link: 'https://g.example/a.png', caption: 'La photo' }).map(
        (part) => part.message,
      ),
    ).toEqual([
      { attachment: { type: 'image', payload: { url: 'https://g.example/a.png', is_reusable: true } } },
      { text: 'La photo' },
    ]);
    expect(render({ type: 'document', link: 'https://g.example/a.pdf' })[0]?.message).toEqual({
      attachment: { type: 'file', payload: { url: 'https://g.example/a.pdf', is_reusable: true } },
    });
    const cta = render({
      type: 'button_link',
      image_header: 'https://g.example/h.jpg',
      body_message: 'Nos offres',
      footer_message: '',
      action: { name: 'cta_url', parameters: { display_text: 'Voir', url: 'https://shop.example' } },
    });
    expect(cta.map((body) => body.message)).toEqual([
      { attachment: { type: 'image', payload: { url: 'https://g.example/h.jpg', is_reusable: true } } },
      {
        attachment: {
          type: 'template',
          payload: {
            template_type: 'button',
            text: 'Nos offres',
            buttons: [{ type: 'web_url', title: 'Voir', url: 'https://shop.example' }],
          },
        },
      },
    ]);
    expect(render({ type: 'location_request_message', message: 'Où ?' })[0]?.message).toEqual({
      text: 'Où ?',
    });
    expect(render({ type: 'delay', timmer: '1' })).toEqual([]);
  });
});
