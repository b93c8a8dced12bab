import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { Alert, Button, Flex, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { skipToken, useQuery } from '@tanstack/react-query';
import { SMALL_SCREEN_QUERY } from '../../../components/smallScreen';
import { orpc } from '../../../lib/orpc';
import type { BlockDirectory } from '../block/blockDirectory';
import { ELEMENT_INFO } from '../elements/elementCatalog';
import { elementSummary } from '../elements/elementSummary';
import { parseFlow } from '../elements/parseFlow';
import { flowTexts } from '../flowTexts';
import { revisionChanges } from './revisionChanges';

interface RestoreConfirmModalProps {
  chatbotId: string;
  idblock: string;
  blockName: string;
  /** The version asked for, or null when no restore is being confirmed. */
  revision: number | null;
  /** The flow as the editor holds it now, to say what the restore would replace. */
  current: readonly FlowElement[];
  directory: BlockDirectory;
  restoring: boolean;
  onCancel: () => void;
  onConfirm: (revision: number) => void;
}

const SHOWN = 5;

/**
 * Asks before a version replaces the flow: how many elements before and after, which would be
 * lost and which come back, and which blocks the flow would lead to or stop leading to.
 */
export function RestoreConfirmModal(props: RestoreConfirmModalProps) {
  const { chatbotId, idblock, revision } = props;
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const query = useQuery(
    orpc.flows.revision.queryOptions({
      input: revision === null ? skipToken : { idchatbot: chatbotId, blockId: idblock, revision },
    }),
  );
  return (
    <Modal
      opened={revision !== null}
      onClose={props.onCancel}
      title={`Restaurer la version n° ${revision ?? ''} ?`}
      size="md"
    >
      {query.isPending && <Loader size="sm" />}
      {query.isError && <Alert color="red">{flowTexts.loadFailed}</Alert>}
      {query.data && revision !== null && (
        <Stack gap="sm">
          <Changes {...props} restored={parseFlow(query.data.flow).items.map((item) => item.element)} />
          {/* On a phone the two choices are full width, the restore first, under the thumb. */}
          <Flex
            direction={phone ? 'column' : 'row-reverse'}
            justify={phone ? undefined : 'flex-start'}
            gap="sm"
          >
            <Button
              color="orange"
              fullWidth={phone}
              loading={props.restoring}
              onClick={() => props.onConfirm(revision)}
            >
              Restaurer cette version
            </Button>
            <Button variant="default" fullWidth={phone} onClick={props.onCancel}>
              {flowTexts.cancel}
            </Button>
          </Flex>
        </Stack>
      )}
    </Modal>
  );
}

function Changes({
  blockName,
  current,
  restored,
  directory,
}: RestoreConfirmModalProps & { restored: FlowElement[] }) {
  const changes = revisionChanges(current, restored);
  const nameOf = (idblock: string) => directory.byId.get(idblock)?.label ?? idblock;
  if (changes.identical)
    return <Text size="sm">Cette version est identique au flux actuel : la restaurer ne changera rien.</Text>;
  const reorderedOnly = changes.removed.length === 0 && changes.added.length === 0;
  return (
    <Stack gap="xs">
      <Text size="sm">
        Le flux « {blockName} » sera remplacé : il passera de <strong>{elementCount(changes.before)}</strong>{' '}
        à <strong>{elementCount(changes.after)}</strong>.
      </Text>
      {reorderedOnly && <Text size="sm">Seul l’ordre des éléments change.</Text>}
      <ElementList title="Retirés du flux actuel" elements={changes.removed} nameOf={nameOf} />
      <ElementList title="Remis depuis cette version" elements={changes.added} nameOf={nameOf} />
      {changes.linksRemoved.length > 0 && (
        <Text size="sm">
          Ne mènera plus à : {changes.linksRemoved.map((target) => `« ${nameOf(target)} »`).join(', ')}
        </Text>
      )}
      {changes.linksAdded.length > 0 && (
        <Text size="sm">
          Mènera de nouveau à : {changes.linksAdded.map((target) => `« ${nameOf(target)} »`).join(', ')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Le flux actuel reste dans l’historique : vous pourrez y revenir.
      </Text>
    </Stack>
  );
}

function ElementList({
  title,
  elements,
  nameOf,
}: {
  title: string;
  elements: FlowElement[];
  nameOf: (idblock: string) => string;
}) {
  if (elements.length === 0) return null;
  const hidden = elements.length - SHOWN;
  return (
    <div>
      <Text size="sm" fw={600}>
        {title} ({elements.length})
      </Text>
      <List size="sm" withPadding>
        {elements.slice(0, SHOWN).map((element, at) => (
          // Elements of a version have no stable identity of their own; the list is only read.
          // biome-ignore lint/suspicious/noArrayIndexKey: a static, read-only list
          <List.Item key={at}>{describeElement(element, nameOf)}</List.Item>
        ))}
        {hidden > 0 && <List.Item>et {hidden} autre(s)</List.Item>}
      </List>
    </div>
  );
}

/** The element's type and, for a message, its first words: 'Texte : « Bonjour et bienvenue… »'. */
function describeElement(element: FlowElement, nameOf: (idblock: string) => string): string {
  const label = ELEMENT_INFO[element.type].label;
  const message =
    element.type === 'text' || element.type === 'text_button' || element.type === 'location_request_message'
      ? element.message.trim()
      : '';
  if (message === '') return `${label} : ${elementSummary(element, nameOf)}`;
  return `${label} : « ${message.length > 60 ? `${message.slice(0, 59)}…` : message} »`;
}

function elementCount(count: number): string {
  return `${count} élément${count > 1 ? 's' : ''}`;
}
