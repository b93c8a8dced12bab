import { broadcastMessages } from '@griot/contract/broadcasts/broadcastMessages';
import { loadEveryLanguage } from '@griot/i18n/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { classifySendResponse } from '../../channels/meta/classifySendResponse';
import { runInLanguage } from '../../lib/requestLanguage';
import type { ClaimedRecipient } from './broadcastQueries';
import { recipientNoteText } from './recipientNotes';
import { recipientOutcome, skipped } from './recipientOutcome';

beforeAll(() => loadEveryLanguage());

const recipient = (attempts: number): ClaimedRecipient => ({
  id: '00000000-0000-4000-8000-000000000001',
  broadcast_id: '00000000-0000-4000-8000-000000000002',
  chatbot_id: '00000000-0000-4000-8000-000000000003',
  end_user_id: '00000000-0000-4000-8000-000000000004',
  phone_number_id: '1234567890',
  phone: '+221 77 000 00 01',
  attempts,
  opted_out: false,
  template_name: 'promo',
  template_language: 'fr',
  parameters: [],
  model: { parameters: [], parameterFormat: 'positional' },
  values: {},
});

const refused = (code: number, message = `(#${code}) Refused`) => ({
  status: 400,
  body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbC' } },
});
const options = { ecosystemRetryMs: 3_600_000 };
const outcome = (attempts: number, answer: { status: number; body: unknown }) =>
  recipientOutcome(
    recipient(attempts),
    classifySendResponse(answer, { platform: 'whatsapp', campaign: true }),
    options,
  );

describe('recipientOutcome', () => {
  it('records an accepted send with its wamid, and a held template as failed in French', () => {
    const sent = { status: 200, body: { messages: [{ id: 'wamid.1', message_status: 'accepted' }] } };
    expect(outcome(1, sent)).toMatchObject({ status: 'accepted', message_id: 'wamid.1', error_text: null });
    const held = { status: 200, body: { messages: [{ id: 'wamid.2', message_status: 'paused' }] } };
    expect(outcome(1, held)).toMatchObject({
      status: 'failed',
      message_id: 'wamid.2',
      error_text: 'griot:messageStatus:paused',
    });
  });

  it('retries throttling with growing waits, then records the error', () => {
    expect(outcome(1, refused(130429))).toMatchObject({
      status: 'pending',
      error_code: 130429,
      retry_in_ms: 500,
    });
    expect(outcome(3, refused(130429))).toMatchObject({ status: 'pending', retry_in_ms: 2_000 });
    expect(outcome(8, refused(130429))).toMatchObject({ status: 'error', error_code: 130429 });
  });

  it('tries Meta’s per-user cap (131049) later, three times, then capped: never failed', () => {
    expect(outcome(2, refused(131049))).toMatchObject({
      status: 'pending',
      error_text: 'griot:capped.retry',
      retry_in_ms: 3_600_000,
      meta_capped: true,
    });
    expect(outcome(3, refused(131049))).toMatchObject({
      status: 'capped',
      error_text: 'griot:capped',
      meta_capped: true,
    });
  });

  it('flags a number that cannot receive WhatsApp, keeps Meta’s words otherwise', () => {
    expect(outcome(1, refused(131026, '(#131026) Message undeliverable'))).toMatchObject({
      status: 'error',
      error_code: 131026,
      error_text: 'Numéro WhatsApp invalide : (#131026) Message undeliverable',
      invalid_number: true,
    });
    expect(outcome(1, refused(131047, ''))).toMatchObject({
      status: 'error',
      error_text: 'griot:unknownError',
    });
  });

  it('pauses the campaign without counting the attempt or writing the conversation', () => {
    const paused = outcome(1, refused(132016));
    expect(paused).toEqual({
      id: recipient(1).id,
      status: 'pending',
      message_id: null,
      error_code: null,
      error_text: null,
      retry_in_ms: 0,
      invalid_number: false,
      halt_reason: 'graph:132016',
    });
  });

  it('skips an end-user who wrote STOP', () => {
    expect(skipped('r1')).toMatchObject({ status: 'skipped', error_text: 'griot:skip.optedOut' });
  });

  it('stores our own words as keys, put into words in the screen’s language when the report is read', () => {
    expect(recipientNoteText('griot:skip.optedOut')).toBe('Désabonné (STOP)');
    expect(recipientNoteText('griot:messageStatus:paused')).toBe('Statut du message: paused');
    expect(runInLanguage('en', () => recipientNoteText('griot:skip.optedOut'))).toBe(
      runInLanguage('en', () => broadcastMessages.skipReasons.optedOut),
    );
    expect(runInLanguage('en', () => recipientNoteText('griot:skip.optedOut'))).not.toBe('Désabonné (STOP)');
    // Meta's words, and a text stored before the keys, as they are.
    expect(recipientNoteText('(#131026) Message undeliverable')).toBe('(#131026) Message undeliverable');
    expect(recipientNoteText('Désabonné (STOP)')).toBe('Désabonné (STOP)');
  });
});
