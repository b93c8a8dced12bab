import { describe, expect, it } from 'vitest';
import { inboxListInput, inboxSearchParams, readInboxState } from './inboxUrlState';

const BOT = '7f0c1c52-3a1e-4d5b-9a57-2f1f8d0e9b11';
const LABEL = '0b6f7c1e-2d4a-4f3b-8e9a-1c2d3e4f5a6b';

describe('the inbox state in the URL', () => {
  it('opens on my conversations, without filters', () => {
    expect(readInboxState(new URLSearchParams())).toEqual({ view: 'mine', filters: {}, search: '' });
  });

  it('reads back what it writes, leaving the defaults out of the address', () => {
    const state = {
      view: 'unassigned' as const,
      filters: {
        chatbot: BOT,
        channel: 'whatsapp' as const,
        label: LABEL,
        status: 'pending' as const,
        assignee: 'none',
      },
      search: 'Awa',
    };
    const params = inboxSearchParams(state);
    expect(params.toString()).toBe(
      `view=unassigned&chatbot=${BOT}&channel=whatsapp&label=${LABEL}&status=pending&assignee=none&q=Awa`,
    );
    expect(readInboxState(params)).toEqual(state);
    expect(inboxSearchParams({ view: 'mine', filters: {}, search: '  ' }).toString()).toBe('');
  });

  it('drops what the list call would refuse: an unknown view, channel or status, ids that are not ids', () => {
    const state = readInboxState(
      new URLSearchParams('view=archive&channel=sms&status=closed&chatbot=1&label=x&assignee=bob&q=ok'),
    );
    expect(state).toEqual({ view: 'mine', filters: {}, search: 'ok' });
  });

  it('asks the list call with its own names, the search trimmed', () => {
    expect(
      inboxListInput({
        view: 'all',
        filters: { chatbot: BOT, assignee: 'none', status: 'open' },
        search: ' 77 12 ',
      }),
    ).toEqual({ view: 'all', chatbot_id: BOT, assignee_id: 'none', status: 'open', search: '77 12' });
    expect(inboxListInput({ view: 'resolved', filters: {}, search: '' })).toEqual({ view: 'resolved' });
  });
});
