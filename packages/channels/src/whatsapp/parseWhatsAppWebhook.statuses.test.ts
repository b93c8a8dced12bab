import { describe, expect, it } from 'vitest';
import { parseWhatsAppWebhook } from './parseWhatsAppWebhook';
import { SAMPLE_PHONE_NUMBER_ID, sampleStatusesValue, wrapWhatsAppChanges } from './whatsAppSamples';

describe('parseWhatsAppWebhook: statuses', () => {
  it('reads sent, delivered, read and played', () => {
    const statuses = ['sent', 'delivered', 'read', 'played'].map((status, index) => ({
      id: `wamid.OUT${index}`,
      status,
      timestamp: String(1_750_000_100 + index),
      recipient_id: '221770000001',
      conversation: { id: 'c1', origin: { type: 'service' } },
      pricing: { billable: false, pricing_model: 'PMP', category: 'service' },
    }));
    const result = parseWhatsAppWebhook(wrapWhatsAppChanges(sampleStatusesValue(statuses)));
    expect(result.problems).toEqual([]);
    expect(result.statuses.map((status) => status.status)).toEqual(['sent', 'delivered', 'read', 'played']);
    expect(result.statuses[2]).toEqual({
      phoneNumberId: SAMPLE_PHONE_NUMBER_ID,
      id: 'wamid.OUT2',
      status: 'read',
      timestamp: 1_750_000_102_000,
      recipient: '221770000001',
      errors: [],
    });
  });

  it('reads a failed status with its errors', () => {
    const result = parseWhatsAppWebhook(
      wrapWhatsAppChanges(
        sampleStatusesValue([
          {
            id: 'wamid.FAIL',
            status: 'failed',
            timestamp: '1750000200',
            recipient_id: '221770000001',
            errors: [
              {
                code: 131047,
                title: 'Re-engagement message',
                message: 'Re-engagement message',
                error_data: {
                  details:
                    'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
                },
                href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
              },
            ],
          },
        ]),
      ),
    );
    expect(result.statuses).toHaveLength(1);
    expect(result.statuses[0]?.errors).toEqual([
      {
        code: 131047,
        title: 'Re-engagement message',
        message: 'Re-engagement message',
        details:
          'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
      },
    ]);
  });

  it('reads the recipient of a username-only user', () => {
    const result = parseWhatsAppWebhook(
      wrapWhatsAppChanges(
        sampleStatusesValue([
          { id: 'wamid.U', status: 'sent', timestamp: '1750000300', recipient_user_id: 'US.42' },
        ]),
      ),
    );
    expect(result.statuses[0]?.recipient).toBe('US.42');
  });

  it('reports a status it cannot read and keeps the others', () => {
    const result = parseWhatsAppWebhook(
      wrapWhatsAppChanges(
        sampleStatusesValue([
          { id: 'wamid.X', status: 'teleported', timestamp: '1' },
          'nope',
          { id: 'wamid.OK', status: 'sent', timestamp: '2' },
        ]),
      ),
    );
    expect(result.statuses.map((status) => status.id)).toEqual(['wamid.OK']);
    expect(result.problems).toHaveLength(2);
  });
});

describe('parseWhatsAppWebhook: malformed bodies never throw', () => {
  const bodies: unknown[] = [
    undefined,
    null,
    42,
    'text',
    [],
    {},
    { object: 'page', entry: [] },
    { object: 'whatsapp_business_account' },
    { object: 'whatsapp_business_account', entry: 'x' },
    {
      object: 'whatsapp_business_account',
      entry: [null, 1, { changes: 'x' }, { changes: [null, { value: 3 }] }],
    },
    { object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'messages', value: {} }] }] },
    wrapWhatsAppChanges({
      metadata: { phone_number_id: '1' },
      messages: [null, {}, { id: 'w', from: '1' }],
      statuses: {},
    }),
    wrapWhatsAppChanges({
      metadata: { phone_number_id: '1' },
      messages: [
        { id: 'a', from: '1', timestamp: '1', type: 'text' },
        { id: 'b', from: '1', timestamp: '1', type: 'interactive', interactive: { type: 'nfm_reply' } },
        { id: 'c', from: '1', timestamp: 'soon', type: 'text', text: { body: 'x' } },
        { id: 'd', from: '1', timestamp: '1', type: 'location', location: { latitude: 'north' } },
        { id: 'e', from: '1', timestamp: '1', type: 'image', image: {} },
      ],
    }),
  ];

  it.each(bodies.map((body, index) => [index, body]))('body #%i', (_index, body) => {
    const result = parseWhatsAppWebhook(body);
    expect(result.messages).toEqual([]);
    expect(result.statuses).toEqual([]);
  });

  it('describes what it skipped', () => {
    expect(parseWhatsAppWebhook(null).problems).toEqual(['body is not an object']);
    const last = parseWhatsAppWebhook(bodies[bodies.length - 1]);
    expect(last.problems).toHaveLength(5);
  });

  it('ignores change fields other than messages', () => {
    const result = parseWhatsAppWebhook({
      object: 'whatsapp_business_account',
      entry: [
        { id: '1', changes: [{ field: 'message_template_status_update', value: { event: 'APPROVED' } }] },
      ],
    });
    expect(result).toEqual({ messages: [], statuses: [], problems: [] });
  });

  it('reports change-level errors', () => {
    const result = parseWhatsAppWebhook(
      wrapWhatsAppChanges({
        metadata: { phone_number_id: '1' },
        errors: [{ code: 131000, title: 'Something went wrong', message: 'Something went wrong' }],
      }),
    );
    expect(result.problems[0]).toContain('131000');
  });
});
