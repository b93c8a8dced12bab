import { describe, expect, it } from 'vitest';
import { isGraphErrorBody, parseWhatsAppSendResponse } from './parseWhatsAppSendResponse';

describe('parseWhatsAppSendResponse', () => {
  it('reads the wamid, the wa_id and a template status', () => {
    expect(
      parseWhatsAppSendResponse({
        messaging_product: 'whatsapp',
        contacts: [{ input: '+221 77 000 00 01', wa_id: '221770000001' }],
        messages: [{ id: 'wamid.HBgLMjIx', message_status: 'accepted' }],
      }),
    ).toEqual({ messageId: 'wamid.HBgLMjIx', waId: '221770000001', messageStatus: 'accepted' });
  });

  it('gives undefined without a message id, and tells errors apart', () => {
    expect(parseWhatsAppSendResponse({ messages: [] })).toBeUndefined();
    expect(parseWhatsAppSendResponse('ok')).toBeUndefined();
    expect(isGraphErrorBody({ error: { code: 100 } })).toBe(true);
    expect(isGraphErrorBody({ messages: [{ id: 'x' }] })).toBe(false);
  });
});
