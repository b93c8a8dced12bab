import type { BotEndUser } from '@griot/contract/endUsers/endUserSchemas';
import { describe, expect, it } from 'vitest';
import { filterEndUsers, NO_FILTERS, nextSort, sortEndUsers } from './sortEndUsers';

const endUser = (
  name: string,
  bot: string,
  discussions: number,
  at: string | null,
  active = true,
): BotEndUser => ({
  id_dialog: name,
  iduser: name,
  user_full_name: name,
  tel: '',
  telbot: '',
  email: '',
  bot_name: bot,
  idbot: bot,
  total_discussions: discussions,
  created_at: at,
  is_active: active,
  user_image_profile: '',
  channel: 'whatsapp',
  usertel: name,
  tags: [],
  tag_count: 0,
});

describe('end-users sort and filters', () => {
  it('cycles the spec’s sort orders and resets the other columns', () => {
    expect(nextSort(null, 'chatbot')).toEqual({ column: 'chatbot', direction: 'asc' });
    expect(nextSort({ column: 'chatbot', direction: 'asc' }, 'chatbot')).toBeNull();
    expect(nextSort(null, 'interactions')).toEqual({ column: 'interactions', direction: 'desc' });
    expect(nextSort({ column: 'interactions', direction: 'desc' }, 'interactions')).toEqual({
      column: 'interactions',
      direction: 'asc',
    });
    expect(nextSort({ column: 'interactions', direction: 'asc' }, 'interactions')).toBeNull();
    expect(nextSort({ column: 'interactions', direction: 'asc' }, 'activity')).toEqual({
      column: 'activity',
      direction: 'desc',
    });
  });

  it('sorts and filters the loaded rows', () => {
    const rows = [
      endUser('Awa', 'Zeyna Shop', 4, '2026-11-24T09:00:00Z'),
      endUser('Moussa', 'Awa Boutique', 0, '2026-10-01T09:00:00Z', false),
    ];
    expect(
      sortEndUsers(rows, { column: 'chatbot', direction: 'asc' }).map((row) => row.user_full_name),
    ).toEqual(['Moussa', 'Awa']);
    expect(sortEndUsers(rows, { column: 'activity', direction: 'asc' })[0]?.user_full_name).toBe('Moussa');
    expect(filterEndUsers(rows, { ...NO_FILTERS, inactive: true }).map((row) => row.user_full_name)).toEqual([
      'Moussa',
    ]);
    expect(filterEndUsers(rows, { ...NO_FILTERS, withInteractions: true })).toHaveLength(1);
    expect(filterEndUsers(rows, { ...NO_FILTERS, active: true, inactive: true })).toHaveLength(2);
  });

  it('puts an imported contact who never wrote after every activity, latest first', () => {
    const rows = [
      endUser('Fatou', 'Shop', 0, null, false),
      endUser('Awa', 'Shop', 4, '2026-11-24T09:00:00Z'),
      endUser('Moussa', 'Shop', 1, '2026-10-01T09:00:00Z', false),
    ];
    const names = (direction: 'asc' | 'desc') =>
      sortEndUsers(rows, { column: 'activity', direction }).map((row) => row.user_full_name);
    expect(names('desc')).toEqual(['Awa', 'Moussa', 'Fatou']);
    expect(names('asc')).toEqual(['Fatou', 'Moussa', 'Awa']);
  });
});
