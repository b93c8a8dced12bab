import { Progress } from '@mantine/core';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { logicTexts } from './logicTexts';

/** Distinct in light and dark schemes alike, one per branch (4 at most). */
const COLORS = ['blue', 'grape', 'teal', 'orange'];

/** The split at a glance: one section per branch, as wide as its share. */
export function SplitBar({ shares }: { shares: readonly number[] }) {
  const t = useTexts(logicTexts).split;
  return (
    <Progress.Root size="lg" aria-label={t.bar}>
      {shares.map((percent, index) => {
        const position = index + 1;
        const color = COLORS[index % COLORS.length];
        return (
          <Progress.Section
            // One color per branch: it names the section.
            key={color}
            value={percent}
            color={color}
            aria-label={t.barSection({ position, percent })}
          >
            <Progress.Label>{percent >= 12 ? t.share({ percent }) : ''}</Progress.Label>
          </Progress.Section>
        );
      })}
    </Progress.Root>
  );
}
