import { describe, expect, it } from 'vitest';
import { parseTelegramUpdate } from './parseTelegramUpdate';
import { verifyTelegramSecret } from './verifyTelegramSecret';

const from = {
  id: 111222333,
  is_bot: false,
  first_name: 'Moussa',
  last_name: 'Traoré',
  username: 'moussa_t',
  language_code: 'fr',
};
const chat = {
  id: 111222333,
  first_name: 'Moussa',
  last_name: 'Traoré',
  username: 'moussa_t',
  type: 'private',
};
const message = (fields: Record<string, unknown>) => ({
  update_id: 700000001,
  message: { message_id: 42, from, chat, date: 1750000000, ...fields },
});

describe('parseTelegramUpdate', () => {
  it('reads a text message with the chat as identity, the names and the app language', () => {
    expect(parseTelegramUpdate(message({ text: 'Bonjour' }))).toEqual({
      updateId: 700000001,
      message: {
        updateId: 700000001,
        chatId: '111222333',
        userId: '111222333',
        firstName: 'Moussa',
        lastName: 'Traoré',
        username: 'moussa_t',
        languageCode: 'fr',
        id: '42',
        timestamp: 1_750_000_000_000,
        event: { type: 'text', text: 'Bonjour' },
      },
    });
  });

  it('reads the largest photo with its caption', () => {
    const update = message({
      caption: 'Mon reçu',
      photo: [
        { file_id: 'small', file_unique_id: 'a', width: 90, height: 90, file_size: 1000 },
        { file_id: 'large', file_unique_id: 'b', width: 1280, height: 1280, file_size: 90000 },
      ],
    });
    expect(parseTelegramUpdate(update).message?.event).toEqual({
      type: 'media',
      mediaType: 'image',
      mediaId: 'large',
      caption: 'Mon reçu',
    });
  });

  it('reads a document, a voice note, an audio and a location', () => {
    const document = parseTelegramUpdate(
      message({
        document: {
          file_name: 'devis.pdf',
          mime_type: 'application/pdf',
          file_id: 'doc1',
          file_unique_id: 'u',
        },
      }),
    ).message;
    expect(document?.event).toEqual({ type: 'media', mediaType: 'document', mediaId: 'doc1' });
    expect(document?.media).toEqual({ fileId: 'doc1', mimeType: 'application/pdf', fileName: 'devis.pdf' });
    const voice = parseTelegramUpdate(
      message({ voice: { duration: 3, mime_type: 'audio/ogg', file_id: 'v1', file_unique_id: 'u' } }),
    );
    expect(voice.message?.event).toEqual({ type: 'media', mediaType: 'audio', mediaId: 'v1' });
    const audio = parseTelegramUpdate(
      message({ audio: { duration: 180, file_id: 'a1', file_unique_id: 'u', title: 'x' } }),
    );
    expect(audio.message?.event).toEqual({ type: 'media', mediaType: 'audio', mediaId: 'a1' });
    const location = parseTelegramUpdate(message({ location: { latitude: 12.6392, longitude: -8.0029 } }));
    expect(location.message?.event).toEqual({ type: 'location', latitude: 12.6392, longitude: -8.0029 });
  });

  it('reads a callback_query as a button with the tapped title, suffix stripped', () => {
    const update = {
      update_id: 700000002,
      callback_query: {
        id: '4382bfdwdsb323b2d9',
        from,
        message: {
          message_id: 43,
          from: { id: 999, is_bot: true, first_name: 'Griot', username: 'griot_bot' },
          chat,
          date: 1750000100,
          text: 'Voulez-vous continuer ?',
          reply_markup: {
            inline_keyboard: [
              [{ text: 'Oui', callback_data: 'suite-a1b2c3' }],
              [{ text: 'Oui, vite', callback_data: 'suite-a1b2c3#2' }],
            ],
          },
        },
        chat_instance: '-123',
        data: 'suite-a1b2c3#2',
      },
    };
    expect(parseTelegramUpdate(update).message).toMatchObject({
      updateId: 700000002,
      chatId: '111222333',
      firstName: 'Moussa',
      id: '4382bfdwdsb323b2d9',
      callbackQueryId: '4382bfdwdsb323b2d9',
      event: { type: 'button', id: 'suite-a1b2c3', title: 'Oui, vite' },
    });
  });

  it('falls back on the user id when the tapped message is gone', () => {
    const update = { update_id: 3, callback_query: { id: 'q', from, chat_instance: '1', data: 'x-123456' } };
    expect(parseTelegramUpdate(update).message).toMatchObject({
      chatId: '111222333',
      event: { type: 'button', id: 'x-123456' },
    });
  });

  it('never throws on malformed or other updates', () => {
    for (const update of [null, 1, 'x', [], {}, { update_id: 'a' }]) {
      const result = parseTelegramUpdate(update);
      expect(result.message).toBeUndefined();
      expect(result.problem).toBeTruthy();
    }
    expect(parseTelegramUpdate({ update_id: 5, edited_message: {} })).toEqual({
      updateId: 5,
      problem: 'unsupported update kind',
    });
    expect(parseTelegramUpdate(message({ sticker: { file_id: 's' } })).problem).toContain('unsupported');
    expect(parseTelegramUpdate({ update_id: 6, message: { text: 'x' } }).problem).toBeTruthy();
    expect(parseTelegramUpdate({ update_id: 7, callback_query: { id: 'q' } }).problem).toBeTruthy();
  });
});

describe('verifyTelegramSecret', () => {
  it('accepts the configured secret only', () => {
    expect(verifyTelegramSecret('s3cr3t_Token-1', 's3cr3t_Token-1')).toBe(true);
    expect(verifyTelegramSecret('s3cr3t_Token-2', 's3cr3t_Token-1')).toBe(false);
    expect(verifyTelegramSecret('short', 's3cr3t_Token-1')).toBe(false);
    expect(verifyTelegramSecret(undefined, 's3cr3t_Token-1')).toBe(false);
    expect(verifyTelegramSecret('', '')).toBe(false);
  });
});
