import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { Alert, Button, Flex, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { skipToken, useQuery } from '@tanstack/react-query';
import { commonTexts } from '../../../components/commonTexts';
import { SMALL_SCREEN_QUERY } from '../../../components/smallScreen';
import { boldValues } from '../../../lib/i18n/messageParts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { type BlockDirectory, targetName } from '../block/blockDirectory';
import { elementSummary } from '../elements/elementSummary';
import { elementLabel } from '../elements/elementTexts';
import { parseFlow } from '../elements/parseFlow';
import { flowTexts } from '../flowTexts';
import { revisionChanges } from './revisionChanges';
import { revisionTexts } from './revisionTexts';

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
  const t = useTexts(revisionTexts).confirm;
  const flows = useTexts(flowTexts);
  const common = useTexts(commonTexts);
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
      title={t.title({ revision: revision ?? '' })}
      size="md"
    >
      {query.isPending && <Loader size="sm" />}
      {query.isError && <Alert color="red">{flows.loadFailed}</Alert>}
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
              {t.submit}
            </Button>
            <Button variant="default" fullWidth={phone} onClick={props.onCancel}>
              {common.actions.cancel}
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
  const t = useTexts(revisionTexts).confirm;
  const changes = revisionChanges(current, restored);
  const nameOf = (idblock: string) => targetName(directory, idblock, true);
  const names = (targets: string[]) => targets.map((target) => t.quoted({ name: nameOf(target) })).join(', ');
  if (changes.identical) return <Text size="sm">{t.identical}</Text>;
  const reorderedOnly = changes.removed.length === 0 && changes.added.length === 0;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {boldValues(
          t.replaced,
          {
            name: blockName,
            before: t.elementCount({ count: changes.before }),
            after: t.elementCount({ count: changes.after }),
          },
          ['before', 'after'],
        )}
      </Text>
      {reorderedOnly && <Text size="sm">{t.reorderedOnly}</Text>}
      <ElementList title={t.removed} elements={changes.removed} nameOf={nameOf} />
      <ElementList title={t.added} elements={changes.added} nameOf={nameOf} />
      {changes.linksRemoved.length > 0 && (
        <Text size="sm">{t.linksRemoved({ names: names(changes.linksRemoved) })}</Text>
      )}
      {changes.linksAdded.length > 0 && (
        <Text size="sm">{t.linksAdded({ names: names(changes.linksAdded) })}</Text>
      )}
      <Text size="xs" c="dimmed">
        {t.kept}
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
  const t = useTexts(revisionTexts).confirm;
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
        {hidden > 0 && <List.Item>{t.more({ count: hidden })}</List.Item>}
      </List>
    </div>
  );
}

/** The element's type and, for a message, its first words: 'Texte : « Bonjour et bienvenue… »'. */
function describeElement(element: FlowElement, nameOf: (idblock: string) => string): string {
  const label = elementLabel(element.type);
  const message =
    element.type === 'text' || element.type === 'text_button' || element.type === 'location_request_message'
      ? element.message.trim()
      : '';
  if (message === '') return revisionTexts.element({ label, summary: elementSummary(element, nameOf) });
  return revisionTexts.confirm.message({
    label,
    message: message.length > 60 ? `${message.slice(0, 59)}…` : message,
  });
}
