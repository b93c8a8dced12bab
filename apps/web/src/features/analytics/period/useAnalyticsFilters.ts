import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type DayRange,
  DEFAULT_PRESET,
  matchingPreset,
  type PeriodPreset,
  presetRange,
  todayIn,
} from './periodDays';

export interface AnalyticsFilters extends DayRange {
  /** One chatbot, or undefined: every chatbot of the workspace. */
  chatbotId?: string;
  /** The preset these days are today, undefined for a custom range. */
  preset?: PeriodPreset;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The screen's filters, kept in the address (?du=…&au=…&chatbot=…) so that a link shows the same
 * view. Without dates the view is the last 30 days of the workspace's time zone; dates that are
 * not days stay as typed, and the period's check says what is wrong with them.
 */
export function useAnalyticsFilters(timeZone: string) {
  const [params, setParams] = useSearchParams();
  const today = todayIn(timeZone);
  const filters = useMemo((): AnalyticsFilters => {
    const from = params.get('du');
    const to = params.get('au');
    const range = from && to ? { from, to } : presetRange(DEFAULT_PRESET, today);
    const chatbotId = params.get('chatbot') || undefined;
    const preset = DAY.test(range.from) && DAY.test(range.to) ? matchingPreset(range, today) : undefined;
    return { ...range, chatbotId, preset };
  }, [params, today]);

  const update = useCallback(
    (change: Partial<AnalyticsFilters>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (change.from && change.to) {
          next.set('du', change.from);
          next.set('au', change.to);
        }
        if ('chatbotId' in change) {
          if (change.chatbotId) next.set('chatbot', change.chatbotId);
          else next.delete('chatbot');
        }
        return next;
      }),
    [setParams],
  );

  return {
    filters,
    today,
    setPreset: useCallback((preset: PeriodPreset) => update(presetRange(preset, today)), [update, today]),
    setRange: useCallback((range: DayRange) => update(range), [update]),
    setChatbot: useCallback((chatbotId: string | undefined) => update({ chatbotId }), [update]),
  };
}
