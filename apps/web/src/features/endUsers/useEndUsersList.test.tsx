import {
  type BotEndUser,
  END_USERS_ALL_AT_ONCE_MAX,
  END_USERS_CHUNK,
  END_USERS_PAGE_ALL,
} from '@griot/contract/endUsers/endUserSchemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/apiClient';
import { useEndUsersList } from './useEndUsersList';

vi.mock('../../lib/apiClient', () => ({
  apiOrigin: () => 'http://localhost',
  api: { endUsers: { list: vi.fn() } },
}));

type ListInput = { page?: number; limit: number; after?: string; tags?: string[] };

const endUser = (index: number): BotEndUser => ({
  id_dialog: `u${index}`,
  iduser: `u${index}`,
  user_full_name: `Client ${index}`,
  tel: '',
  telbot: '',
  email: '',
  bot_name: 'Boutique',
  idbot: 'b',
  total_discussions: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  is_active: true,
  user_image_profile: '',
  channel: 'whatsapp',
  usertel: String(index),
  tags: [],
  tag_count: 0,
});

/** A fake server holding `total` end-users, answering pages, 'Tous' and positions like ours. */
function serve(total: number) {
  vi.mocked(api.endUsers.list).mockImplementation((async (input: ListInput) => {
    const from = input.after ? Number(input.after) : ((input.page ?? 1) - 1) * input.limit;
    const count = Math.max(0, Math.min(input.limit, total - from));
    const endUsers = Array.from({ length: count }, (_unused, index) => endUser(from + index));
    const next = count === input.limit ? String(from + count) : null;
    return {
      success: true,
      users: endUsers,
      pagination: { page: input.page ?? 1, limit: input.limit, total, total_capped: false, next },
    };
  }) as never);
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const calls = () => vi.mocked(api.endUsers.list).mock.calls.map(([input]) => input as ListInput);

describe('useEndUsersList, « Tous »', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('asks everything at once (limit 999999) for an account of ordinary size', async () => {
    serve(250);
    const { result } = renderHook(() => useEndUsersList({ search: '', limit: END_USERS_PAGE_ALL }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.endUsers).toHaveLength(250));
    expect(result.current.loadingAll).toBe(false);
    expect(calls().map((input) => input.limit)).toEqual([100, END_USERS_PAGE_ALL]);
  });

  it('reads a large account in chunks after the previous last row, rows shown as they come', async () => {
    const total = END_USERS_ALL_AT_ONCE_MAX + END_USERS_CHUNK + 5;
    serve(total);
    const { result } = renderHook(() => useEndUsersList({ search: '', limit: END_USERS_PAGE_ALL }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.endUsers).toHaveLength(total), { timeout: 10_000 });
    expect(result.current.loadingAll).toBe(false);
    expect(new Set(result.current.endUsers.map((row) => row.iduser)).size).toBe(total);
    const asked = calls();
    expect(asked.map((input) => input.limit)).toEqual([
      100,
      END_USERS_CHUNK,
      END_USERS_CHUNK,
      END_USERS_CHUNK,
      END_USERS_CHUNK,
    ]);
    expect(asked.map((input) => input.after)).toEqual([undefined, undefined, '10000', '20000', '30000']);
    expect(result.current.progress).toEqual({ loaded: total, expected: total });
  });

  it('asks every page and chunk with the tag filter, and asks again from page 1 when it changes', async () => {
    const total = END_USERS_ALL_AT_ONCE_MAX + 5;
    serve(total);
    const { result, rerender } = renderHook(
      ({ tags }: { tags: string[] }) => useEndUsersList({ search: '', tags, limit: END_USERS_PAGE_ALL }),
      { wrapper, initialProps: { tags: ['VIP', 'Grossiste'] } },
    );
    await waitFor(() => expect(result.current.endUsers).toHaveLength(total), { timeout: 10_000 });
    expect(calls().every((input) => input.tags?.join() === 'VIP,Grossiste')).toBe(true);
    vi.clearAllMocks();
    rerender({ tags: [] });
    await waitFor(() => expect(calls().length).toBeGreaterThan(0));
    expect(calls()[0]).toEqual({ page: 1, limit: 100 });
  });
});
