import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { StateCard } from '../../../components/StateCard';
import { useTexts } from '../../../lib/i18n/useTexts';
import { mapTexts } from './mapTexts';

interface BoundaryProps {
  children: ReactNode;
  /** Loads the map's chunk again (a failed dynamic import is not retried by React). */
  onRetry: () => void;
}

/**
 * A map whose chunk did not arrive (offline, a deploy replaced it) says so in place of the map,
 * with a way to try again, instead of taking the whole playground down to the route's error page.
 */
export class MapChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <MapFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

function MapFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(mapTexts);
  const common = useTexts(commonTexts);
  return (
    <StateCard
      icon={<IconAlertTriangle size={32} />}
      color="red"
      title={t.failedTitle}
      text={common.states.checkConnection}
      role="alert"
    >
      <Button variant="light" color="red" onClick={onRetry}>
        {common.actions.retry}
      </Button>
    </StateCard>
  );
}
