import { Alert, List, Loader, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { elementSummary } from '../elements/elementSummary';
import { elementLabel } from '../elements/elementTexts';
import { parseFlow } from '../elements/parseFlow';
import { flowTexts } from '../flowTexts';
import { revisionTexts } from './revisionTexts';

/** The elements of one saved version, summarised, before restoring it. */
export function RevisionPreview({
  chatbotId,
  idblock,
  revision,
}: {
  chatbotId: string;
  idblock: string;
  revision: number;
}) {
  const t = useTexts(revisionTexts);
  const flows = useTexts(flowTexts);
  const query = useQuery(
    orpc.flows.revision.queryOptions({ input: { idchatbot: chatbotId, blockId: idblock, revision } }),
  );
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) return <Alert color="red">{flows.loadFailed}</Alert>;
  const { items } = parseFlow(query.data.flow);
  return (
    <Paper withBorder p="sm">
      <Text fw={600} size="sm" mb="xs">
        {t.previewTitle({ revision })}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.emptyFlow}
        </Text>
      ) : (
        <List type="ordered" size="sm">
          {items.map((item) => (
            <List.Item key={item.key}>
              {t.element({
                label: elementLabel(item.element.type),
                summary: elementSummary(item.element, (id) => id),
              })}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
