import { ActionIcon, Button } from '@mantine/core';
import { IconSchema } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTexts } from '../../../lib/i18n/useTexts';
import { MapChunkBoundary } from './MapChunkBoundary';
import { MapLoading } from './MapLoading';
import { mapTexts } from './mapTexts';

/**
 * What the playground needs to offer the map, without its weight: the canvas (xyflow, dagre) is a
 * chunk of its own, fetched the first time the map is shown.
 */
function loadMap() {
  return import('./ChatbotMap').then((module) => ({ default: module.ChatbotMap }));
}

/** The address's `?vue=carte`: a reload or a shared link opens the map again. */
const VIEW_PARAM = 'vue';
const MAP_VIEW = 'carte'; // i18n-exempt: a value of the address, never shown

export interface MapView {
  shown: boolean;
  toggle: () => void;
}

/** Whether the playground shows the map, kept in the address beside the open block. */
export function useMapView(): MapView {
  const [params, setParams] = useSearchParams();
  const shown = params.get(VIEW_PARAM) === MAP_VIEW;
  return {
    shown,
    toggle: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (shown) next.delete(VIEW_PARAM);
        else next.set(VIEW_PARAM, MAP_VIEW);
        return next;
      }),
  };
}

/** 'Vue d'ensemble', pressed while the map is shown; an icon alone on a phone's crowded header. */
export function MapToggle({ view, compact }: { view: MapView; compact: boolean }) {
  const t = useTexts(mapTexts);
  if (compact)
    return (
      <ActionIcon
        variant={view.shown ? 'filled' : 'default'}
        size={36}
        aria-label={t.open}
        title={t.open}
        aria-pressed={view.shown}
        onClick={view.toggle}
      >
        <IconSchema size={20} />
      </ActionIcon>
    );
  return (
    <Button
      variant={view.shown ? 'filled' : 'default'}
      leftSection={<IconSchema size={16} />}
      aria-pressed={view.shown}
      onClick={view.toggle}
    >
      {t.open}
    </Button>
  );
}

interface MapScreenProps {
  chatbotId: string;
  selected: string | undefined;
  onOpen: (idblock: string) => void;
}

/** The map in place of the block editor, its chunk loading behind a skeleton. */
export function MapScreen(props: MapScreenProps) {
  // A new lazy component per attempt: React keeps a failed import's rejection for good.
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt loads the chunk again
  const ChatbotMap = useMemo(() => lazy(loadMap), [attempt]);
  return (
    <MapChunkBoundary onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<MapLoading />}>
        <ChatbotMap {...props} />
      </Suspense>
    </MapChunkBoundary>
  );
}
