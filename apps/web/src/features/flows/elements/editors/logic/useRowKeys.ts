import { useRef } from 'react';

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return lastKey;
};

/**
 * Stable React keys for rows that have no id of their own (a condition's rules, a split's
 * branches): removing a row must not hand its field's draft to the row below. Call `removed(i)` /
 * `added()` along with the change; a count changed elsewhere (a revision restored) starts afresh.
 */
export function useRowKeys(count: number) {
  const keys = useRef<number[]>([]);
  if (keys.current.length !== count) keys.current = Array.from({ length: count }, nextKey);
  return {
    keys: keys.current,
    removed: (index: number) => {
      keys.current = keys.current.filter((_, position) => position !== index);
    },
    added: () => {
      keys.current = [...keys.current, nextKey()];
    },
  };
}
