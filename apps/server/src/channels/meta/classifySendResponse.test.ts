import { describe, expect, it } from 'vitest';
import { classifySendResponse, storedSendError } from './classifySendResponse';

/** Graph's refusal as Meta writes it. */
const refusal = (status: number, code: number, extra: Record<string, unknown> = {}) => ({
  status,
  body: {
    error: {
      message: `(#${code}) Refused`,
      type: 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details: 'Details of the refusal' },
      fbtrace_id: 'AbC123',
      ...extra,
    },
  },
});

const whatsApp = { platform: 'whatsapp' } as const;
const campaign = { platform: 'whatsapp', campaign: true } as const;
const messenger = { platform: 'messenger' } as const;

const accepted = (messageStatus?: string) => ({
  status: 200,
  body: {
    messaging_product: 'whatsapp',
    contacts: [{ input: '221770000001', wa_id: '221770000001' }],
    messages: [{ id: 'wamid.1', ...(messageStatus ? { message_status: messageStatus } : {}) }],
  },
});

describe('classifySendResponse: accepted sends', () => {
  it('reads the wamid, the wa_id and a template’s status', () => {
    expect(classifySendResponse(accepted(), whatsApp)).toEqual({
      kind: 'sent',
      messageId: 'wamid.1',
      waId: '221770000001',
    });
    expect(classifySendResponse(accepted('accepted'), campaign)).toMatchObject({
      kind: 'sent',
      messageStatus: 'accepted',
    });
  });

  it('holds a campaign’s template Meta held or paused, a conversation’s send is sent', () => {
    for (const status of ['held_for_quality_assessment', 'paused']) {
      expect(classifySendResponse(accepted(status), campaign)).toEqual({
        kind: 'held',
        messageId: 'wamid.1',
        waId: '221770000001',
        messageStatus: status,
      });
      expect(classifySendResponse(accepted(status), whatsApp).kind).toBe('sent');
    }
  });

  it('reads Messenger’s message_id', () => {
    expect(
      classifySendResponse({ status: 200, body: { recipient_id: 'psid', message_id: 'm_1' } }, messenger),
    ).toEqual({ kind: 'sent', messageId: 'm_1' });
  });

  it('takes a 200 without a message id for an error', () => {
    expect(classifySendResponse({ status: 200, body: { messages: [] } }, whatsApp)).toMatchObject({
      kind: 'failed',
      error: { code: 0 },
    });
  });
});

describe('classifySendResponse: refused sends', () => {
  it('retries WhatsApp’s throttling, maintenance and transient errors', () => {
    for (const code of [130429, 131056, 131057, 4, 80007, 1, 2, 131000, 133004]) {
      expect(classifySendResponse(refusal(400, code), whatsApp)).toMatchObject({
        kind: 'retry',
        wait: 'backoff',
      });
      expect(classifySendResponse(refusal(400, code), campaign)).toMatchObject({
        kind: 'retry',
        wait: 'backoff',
      });
    }
    expect(classifySendResponse(refusal(400, 9999, { is_transient: true }), whatsApp).kind).toBe('retry');
  });

  it('retries no answer, a 429 and a 5xx that is not a Graph error', () => {
    const noAnswer = classifySendResponse({ status: 0, body: 'connect ECONNREFUSED' }, whatsApp);
    expect(noAnswer).toMatchObject({ kind: 'retry', error: { status: 503, code: 0, message: 'HTTP 503' } });
    expect(classifySendResponse({ status: 429, body: undefined }, whatsApp).kind).toBe('retry');
    expect(classifySendResponse({ status: 502, body: '<html>Bad gateway</html>' }, messenger).kind).toBe(
      'retry',
    );
  });

  it('gives up on the recipient’s, the request’s and the window’s errors, even on a 5xx', () => {
    for (const code of [131047, 100, 131048, 131051, 132012, 131053]) {
      expect(classifySendResponse(refusal(400, code), whatsApp)).toMatchObject({
        kind: 'failed',
        invalidNumber: false,
      });
    }
    expect(classifySendResponse(refusal(500, 131047), whatsApp).kind).toBe('failed');
  });

  it('marks 131026 as a number that cannot receive WhatsApp', () => {
    expect(classifySendResponse(refusal(400, 131026), campaign)).toMatchObject({
      kind: 'failed',
      invalidNumber: true,
      error: { code: 131026, type: 'OAuthException', fbtraceId: 'AbC123' },
    });
  });

  it('pauses a campaign on an error every send would get, with its code; a conversation’s send just fails', () => {
    for (const code of [
      10, 190, 200, 368, 131005, 131031, 131042, 131045, 132000, 132001, 132015, 132016, 133010, 131048,
    ]) {
      const verdict = classifySendResponse(refusal(400, code), campaign);
      expect(verdict.kind).toBe('pause');
      // Stored as its code, put into words in the language of whoever reads it (campaignHaltText).
      expect(verdict.kind === 'pause' && verdict.reason).toBe(`graph:${code}`);
      expect(classifySendResponse(refusal(400, code), whatsApp).kind).toBe('failed');
    }
    expect(classifySendResponse(refusal(401, 190), campaign)).toMatchObject({
      kind: 'pause',
      reason: 'graph:190',
    });
  });

  it('tries a campaign’s message Meta held for its recipients (131049) much later', () => {
    expect(classifySendResponse(refusal(400, 131049), campaign)).toMatchObject({
      kind: 'retry',
      wait: 'ecosystem',
    });
    expect(classifySendResponse(refusal(400, 131049), whatsApp).kind).toBe('failed');
  });

  it('retries Messenger’s rate limit and temporary failures, not its window or unknown user', () => {
    for (const code of [613, 1200, 2, 4])
      expect(classifySendResponse(refusal(400, code), messenger).kind).toBe('retry');
    expect(classifySendResponse(refusal(429, 9999), messenger).kind).toBe('retry');
    expect(classifySendResponse(refusal(429, 9999), whatsApp).kind).toBe('failed');
    for (const code of [551, 2018278, 190, 100])
      expect(classifySendResponse(refusal(400, code), messenger).kind).toBe('failed');
  });

  it('stores the error as a message keeps it', () => {
    const verdict = classifySendResponse(refusal(400, 131047), whatsApp);
    expect(verdict.kind === 'failed' && storedSendError(verdict.error)).toEqual({
      code: 131047,
      title: 'Refused',
      message: '(#131047) Refused',
      details: 'Details of the refusal',
    });
  });
});
