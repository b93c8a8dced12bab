import { Badge, Loader } from '@mantine/core';
import { useTexts } from '../../../lib/i18n/useTexts';
import { flowTexts } from '../flowTexts';
import type { SaveStatus } from './useFlowEditor';

/** 'Sauvegarde...', 'Saved' for 2 s, or 'Erreur de sauvegarde'. */
export function SaveStatusBadge({ status }: { status: SaveStatus }) {
  const t = useTexts(flowTexts);
  const badge =
    status === 'saving' ? (
      <Badge variant="light" tt="none" leftSection={<Loader size={10} />}>
        {t.saving}
      </Badge>
    ) : status === 'saved' ? (
      <Badge variant="light" color="green" tt="none">
        {t.saved}
      </Badge>
    ) : status === 'error' || status === 'conflict' ? (
      <Badge variant="light" color="red" tt="none">
        {t.saveError}
      </Badge>
    ) : null;
  return (
    <div role="status" aria-live="polite">
      {badge}
    </div>
  );
}
