import { tagSchema } from '@griot/contract/contacts/contactSchemas';
import { END_USERS_TAG_FILTER_MAX } from '@griot/contract/endUsers/endUserSchemas';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The address's parameter, once per tag: ?tag=VIP&tag=Grossiste. */
const TAG_PARAM = 'tag';

/**
 * The end-users list's tag filter, kept in the address: a link shows the same list, a reload
 * keeps it, the back button undoes a change. What the address holds beyond the contract's rules
 * (a blank or too long tag, one repeated, more than END_USERS_TAG_FILTER_MAX) is left out rather
 * than shown as a failed list.
 */
export function useTagFilterParam(): [readonly string[], (tags: readonly string[]) => void] {
  const [params, setParams] = useSearchParams();
  const key = JSON.stringify(params.getAll(TAG_PARAM));
  // Kept while the address's tags stay the same: the list's query key is built from it.
  const tags = useMemo(() => {
    const valid = (JSON.parse(key) as string[]).flatMap((tag) => {
      const parsed = tagSchema.safeParse(tag);
      return parsed.success ? [parsed.data] : [];
    });
    return [...new Set(valid)].slice(0, END_USERS_TAG_FILTER_MAX);
  }, [key]);
  const setTags = useCallback(
    (next: readonly string[]) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        changed.delete(TAG_PARAM);
        for (const tag of next) changed.append(TAG_PARAM, tag);
        return changed;
      }),
    [setParams],
  );
  return [tags, setTags];
}
