import { describe, expect, it } from 'vitest';
import { parseWhatsAppWebhook } from './parseWhatsAppWebhook';
import {
  SAMPLE_PHONE_NUMBER_ID,
  sampleMessage,
  sampleMessagesValue,
  wrapWhatsAppChanges,
} from './whatsAppSamples';

function parseOne(fields: Record<string, unknown>) {
  const result = parseWhatsAppWebhook(
    wrapWhatsAppChanges(sampleMessagesValue([sampleMessage('wamid.HBgM1', fields)])),
  );
  expect(result.problems).toEqual([]);
  expect(result.messages).toHaveLength(1);
  const [message] = result.messages;
  if (!message) throw new Error('no message');
  return message;
}

describe('parseWhatsAppWebhook: messages', () => {
  it('reads a text with its sender, profile, number and time in ms', () => {
    const message = parseOne({ type: 'text', text: { body: 'Bonjour' } });
    expect(message).toEqual({
      phoneNumberId: SAMPLE_PHONE_NUMBER_ID,
      displayPhoneNumber: '15550783881',
      wabaId: '102290129340398',
      waId: '221770000001',
      identity: '221770000001',
      profileName: 'Awa Diop',
      id: 'wamid.HBgM1',
      timestamp: 1_750_000_000_000,
      type: 'text',
      event: { type: 'text', text: 'Bonjour' },
    });
  });

  it('reads a reply button tap and strips the #n suffix added at render', () => {
    const message = parseOne({
      type: 'interactive',
      context: { from: '15550783881', id: 'wamid.OUT1' },
      interactive: { type: 'button_reply', button_reply: { id: 'menu-a1b2c3#2', title: 'Oui' } },
    });
    expect(message.contextId).toBe('wamid.OUT1');
    expect(message.event).toEqual({ type: 'button', id: 'menu-a1b2c3', title: 'Oui' });
  });

  it('reads a list reply', () => {
    const message = parseOne({
      type: 'interactive',
      context: { from: '15550783881', id: 'wamid.OUT2' },
      interactive: {
        type: 'list_reply',
        list_reply: { id: 'livraison-x9y8z7', title: 'Livraison', description: 'Sous 48 h' },
      },
    });
    expect(message.event).toEqual({ type: 'list', id: 'livraison-x9y8z7', title: 'Livraison' });
  });

  it('reads a template quick-reply button', () => {
    const message = parseOne({
      type: 'button',
      context: { from: '15550783881', id: 'wamid.TPL' },
      button: { payload: 'promo-q1w2e3', text: 'Voir la promo' },
    });
    expect(message.event).toEqual({ type: 'button', id: 'promo-q1w2e3', title: 'Voir la promo' });
  });

  it('reads an image with its caption', () => {
    const message = parseOne({
      type: 'image',
      image: { caption: 'Ma facture', mime_type: 'image/jpeg', sha256: 'abc=', id: '1479537139650973' },
    });
    expect(message.event).toEqual({
      type: 'media',
      mediaType: 'image',
      mediaId: '1479537139650973',
      caption: 'Ma facture',
    });
    expect(message.media).toEqual({
      kind: 'image',
      id: '1479537139650973',
      mimeType: 'image/jpeg',
      sha256: 'abc=',
      caption: 'Ma facture',
    });
  });

  it('reads a document with its file name', () => {
    const message = parseOne({
      type: 'document',
      document: { filename: 'devis.pdf', mime_type: 'application/pdf', sha256: 'x', id: '8899' },
    });
    expect(message.event).toEqual({ type: 'media', mediaType: 'document', mediaId: '8899' });
    expect(message.media?.filename).toBe('devis.pdf');
  });

  it('reads a voice note', () => {
    const message = parseOne({
      type: 'audio',
      audio: { mime_type: 'audio/ogg; codecs=opus', sha256: 'y', id: '7766', voice: true },
    });
    expect(message.event).toEqual({ type: 'media', mediaType: 'audio', mediaId: '7766' });
    expect(message.media).toMatchObject({ kind: 'audio', voice: true, mimeType: 'audio/ogg; codecs=opus' });
  });

  it('reads a location, with or without name and address', () => {
    const full = parseOne({
      type: 'location',
      location: { latitude: 14.6937, longitude: -17.4441, name: 'Plateau', address: 'Dakar' },
    });
    expect(full.event).toEqual({
      type: 'location',
      latitude: 14.6937,
      longitude: -17.4441,
      name: 'Plateau',
      address: 'Dakar',
    });
    const bare = parseOne({ type: 'location', location: { latitude: 5.36, longitude: -4.0083 } });
    expect(bare.event).toEqual({ type: 'location', latitude: 5.36, longitude: -4.0083 });
  });

  it('identifies a username-only user by from_user_id and contacts[].user_id', () => {
    const value = sampleMessagesValue(
      [
        {
          from_user_id: 'US.13491208655302741918',
          id: 'wamid.U1',
          timestamp: '1750000001',
          type: 'text',
          text: { body: 'Salut' },
        },
      ],
      { profile: { name: 'awa_d' }, user_id: 'US.13491208655302741918' },
    );
    const result = parseWhatsAppWebhook(wrapWhatsAppChanges(value));
    expect(result.problems).toEqual([]);
    expect(result.messages[0]).toMatchObject({
      identity: 'US.13491208655302741918',
      userId: 'US.13491208655302741918',
      profileName: 'awa_d',
    });
    expect(result.messages[0]?.waId).toBeUndefined();
  });

  it('keeps both ids when the user has a number and a user id', () => {
    const message = parseOne({ from_user_id: 'US.1', type: 'text', text: { body: 'x' } });
    expect(message).toMatchObject({ identity: '221770000001', waId: '221770000001', userId: 'US.1' });
  });

  it('reports an unsupported message as a problem with its error', () => {
    const result = parseWhatsAppWebhook(
      wrapWhatsAppChanges(
        sampleMessagesValue([
          sampleMessage('wamid.UNS', {
            type: 'unsupported',
            errors: [
              {
                code: 131051,
                title: 'Message type unknown',
                message: 'Message type unknown',
                error_data: { details: 'Message type is currently not supported.' },
              },
            ],
          }),
        ]),
      ),
    );
    expect(result.messages).toEqual([]);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toContain('131051');
    expect(result.problems[0]).toContain('wamid.UNS');
  });

  it('handles every entry, change and message of a batch, in order', () => {
    const entry = (e: number) => ({
      id: `waba-${e}`,
      changes: [0, 1].map((c) => ({
        field: 'messages',
        value: sampleMessagesValue(
          [0, 1].map((m) =>
            sampleMessage(`wamid.${e}${c}${m}`, { type: 'text', text: { body: `m${e}${c}${m}` } }),
          ),
        ),
      })),
    });
    const result = parseWhatsAppWebhook({ object: 'whatsapp_business_account', entry: [entry(0), entry(1)] });
    expect(result.problems).toEqual([]);
    expect(result.messages.map((message) => message.id)).toEqual([
      'wamid.000',
      'wamid.001',
      'wamid.010',
      'wamid.011',
      'wamid.100',
      'wamid.101',
      'wamid.110',
      'wamid.111',
    ]);
    expect(result.messages[7]?.wabaId).toBe('waba-1');
  });
});
