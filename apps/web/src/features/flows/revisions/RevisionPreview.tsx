import { Alert, List, Loader, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../../lib/orpc';
import { ELEMENT_INFO } from '../elements/elementCatalog';
import { elementSummary } from '../elements/elementSummary';
import { parseFlow } from '../elements/parseFlow';
import { flowTexts } from '../flowTexts';

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
  const query = useQuery(
    orpc.flows.revision.queryOptions({ input: { idchatbot: chatbotId, blockId: idblock, revision } }),
  );
  if (query.isPending) return <Loader size="sm" />;
  if (query.isError) return <Alert color="red">{flowTexts.loadFailed}</Alert>;
  const { items } = parseFlow(query.data.flow);
  return (
    <Paper withBorder p="sm">
      <Text fw={600} size="sm" mb="xs">
        Version n° {revision}
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Flux vide
        </Text>
      ) : (
        <List type="ordered" size="sm">
          {items.map((item) => (
            <List.Item key={item.key}>
              {ELEMENT_INFO[item.element.type].label} : {elementSummary(item.element, (id) => id)}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
