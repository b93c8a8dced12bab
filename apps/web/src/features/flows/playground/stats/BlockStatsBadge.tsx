import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatNumber } from '../../../../lib/formatNumber';
import { useTexts } from '../../../../lib/i18n/useTexts';
import { usePlaygroundStats } from './PlaygroundStats';
import { dropOffColor, dropOffRate, roundRate } from './statsPeriod';
import { statsTexts } from './statsTexts';

/**
 * A block's reached and left-here counts with its drop-off rate, coloured by that rate; nothing
 * (or `otherwise`) while the overlay is off or its figures are not there yet.
 */
export function BlockStatsBadge({ idblock, otherwise = null }: { idblock: string; otherwise?: ReactNode }) {
  const t = useTexts(statsTexts);
  const stats = usePlaygroundStats();
  if (stats.status !== 'ready') return otherwise;
  const block = stats.block(idblock);
  const reached = block?.reached ?? 0;
  const left = block?.left ?? 0;
  const figures = {
    reached: formatNumber(reached),
    left: formatNumber(left),
    rate: formatNumber(roundRate(dropOffRate(reached, left))),
  };
  // A decision block sends nothing, so nothing counts it: say so rather than 'nobody came'.
  const silent = block?.silent === true && reached === 0;
  const label = silent ? t.badgeLabelSilent : reached === 0 ? t.badgeLabelNone : t.badgeLabel(figures);
  return (
    <Badge
      size="sm"
      variant="light"
      color={silent ? 'gray' : dropOffColor(reached, left)}
      title={label}
      aria-label={label}
      role="img"
      data-stats-badge={idblock}
      style={{ flexShrink: 0, textTransform: 'none' }}
    >
      {silent ? t.badgeSilent : reached === 0 ? t.badgeNone : t.badge(figures)}
    </Badge>
  );
}
