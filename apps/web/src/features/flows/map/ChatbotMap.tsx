import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconSchema } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { StateCard } from '../../../components/StateCard';
import { SMALL_SCREEN_QUERY } from '../../../components/smallScreen';
import { useTexts } from '../../../lib/i18n/useTexts';
import { MapCanvas } from './MapCanvas';
import { MapList } from './MapList';
import { MapLoading } from './MapLoading';
import { MapSummary } from './MapSummary';
import { mapTexts } from './mapTexts';
import type { MapViewProps } from './mapTypes';
import { useMapData } from './useMapData';

/** Narrower than this, a canvas of cards 240 px wide shows too little: the map is a list. */
const CANVAS_MIN_WIDTH = 560;

interface ChatbotMapProps extends Omit<MapViewProps, 'graph'> {
  chatbotId: string;
}

/**
 * 'Vue d'ensemble': every block of the chatbot and every link between them, on a canvas, or as a
 * list on a narrow screen (or when chosen). Loaded as a chunk of its own (MapEntry).
 */
export function ChatbotMap({ chatbotId, selected, onOpen }: ChatbotMapProps) {
  const t = useTexts(mapTexts);
  const common = useTexts(commonTexts);
  const data = useMapData(chatbotId, common.states.checkConnection);
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const { ref, width } = useElementSize();
  const [chosen, setChosen] = useState<'canvas' | 'list'>('canvas');
  const narrow = phone || (width > 0 && width < CANVAS_MIN_WIDTH);
  const view = narrow ? 'list' : chosen;

  let content: ReactNode;
  if (data.status === 'loading') content = <MapLoading />;
  else if (data.status === 'error')
    content = (
      <StateCard
        icon={<IconAlertTriangle size={32} />}
        color="red"
        title={t.failedTitle}
        text={data.message}
        role="alert"
      >
        <Button variant="light" color="red" onClick={data.retry} loading={data.retrying}>
          {common.actions.retry}
        </Button>
      </StateCard>
    );
  else if (data.graph.nodes.length === 0)
    content = (
      <StateCard icon={<IconSchema size={32} />} color="blue" title={t.emptyTitle} text={t.emptyText} />
    );
  else
    content = (
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <MapSummary graph={data.graph} />
          {!narrow && (
            <SegmentedControl
              size="xs"
              aria-label={t.views.label}
              value={chosen}
              onChange={(value) => setChosen(value === 'list' ? 'list' : 'canvas')}
              data={[
                { value: 'canvas', label: t.views.canvas },
                { value: 'list', label: t.views.list },
              ]}
            />
          )}
        </Group>
        {view === 'canvas' ? (
          <MapCanvas graph={data.graph} selected={selected} onOpen={onOpen} />
        ) : (
          <MapList graph={data.graph} selected={selected} onOpen={onOpen} />
        )}
      </Stack>
    );
  return (
    <section ref={ref} aria-label={t.regionLabel}>
      {content}
    </section>
  );
}
