import { describe, expect, it } from 'vitest';
import { parseWhatsAppAccountEvents } from './parseWhatsAppAccountEvents';

describe('parseWhatsAppAccountEvents', () => {
  it('keeps the account-level changes with their WABA and leaves messages to the other reader', () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          time: 1_700_000_000,
          changes: [
            {
              field: 'message_template_status_update',
              value: {
                event: 'REJECTED',
                message_template_id: 77,
                message_template_name: 'promo',
                reason: 'INVALID_FORMAT',
              },
            },
            { field: 'messages', value: { metadata: { phone_number_id: '1' } } },
            { field: 'phone_number_quality_update', value: { event: 'DOWNGRADE', current_limit: 'TIER_1K' } },
            { field: 'something_else', value: {} },
          ],
        },
      ],
    };
    expect(parseWhatsAppAccountEvents(body)).toEqual([
      {
        wabaId: '102290129340398',
        field: 'message_template_status_update',
        value: {
          event: 'REJECTED',
          message_template_id: 77,
          message_template_name: 'promo',
          reason: 'INVALID_FORMAT',
        },
      },
      {
        wabaId: '102290129340398',
        field: 'phone_number_quality_update',
        value: { event: 'DOWNGRADE', current_limit: 'TIER_1K' },
      },
    ]);
  });

  it('reads nothing from a body of another object, an entry without id or a change without value', () => {
    expect(parseWhatsAppAccountEvents({ object: 'page', entry: [] })).toEqual([]);
    expect(
      parseWhatsAppAccountEvents({
        object: 'whatsapp_business_account',
        entry: [
          { changes: [{ field: 'account_update', value: {} }] },
          { id: '1', changes: [{ field: 'account_update' }, 'x'] },
        ],
      }),
    ).toEqual([]);
    expect(parseWhatsAppAccountEvents('nope')).toEqual([]);
  });
});
