import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { Block } from '@griot/contract/flows/flowSchemas';
import { messages } from '@griot/contract/messages';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SMALL_SCREEN_QUERY } from '../../../components/smallScreen';
import { formatNumericDateTime } from '../../../lib/displayLocale';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { failureMessage } from '../authFailure';
import type { BlockDirectory } from '../block/blockDirectory';
import { flowTexts } from '../flowTexts';
import { notifyError, notifySuccess } from '../notify';
import { RestoreConfirmModal } from './RestoreConfirmModal';
import { RevisionPreview } from './RevisionPreview';
import { revisionTexts } from './revisionTexts';

interface RevisionsModalProps {
  chatbotId: string;
  idblock: string;
  blockName: string;
  /** The flow being edited, compared with a version before it is restored. */
  current: readonly FlowElement[];
  directory: BlockDirectory;
  opened: boolean;
  onClose: () => void;
  onRestored: (block: Block) => void;
}

/**
 * The block's last 50 saves: preview one, restore one (issue 4, 'Server rules') after a
 * confirmation that says what the restore would change.
 */
export function RevisionsModal(props: RevisionsModalProps) {
  const { chatbotId, idblock, opened, onClose, onRestored } = props;
  const t = useTexts(revisionTexts);
  const flows = useTexts(flowTexts);
  const [previewed, setPreviewed] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const list = useQuery(
    orpc.flows.revisions.queryOptions({
      input: { idchatbot: chatbotId, blockId: idblock },
      enabled: opened,
      staleTime: 0,
    }),
  );
  const restore = useMutation(
    orpc.flows.restore.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(result.message || revisionTexts.restored);
        onRestored(result.block);
        setConfirming(null);
        onClose();
      },
      onError: (error) => notifyError(failureMessage(error, messages.flows.saveFailed)),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="lg">
      {list.isPending && <Loader size="sm" />}
      {list.isError && <Alert color="red">{flows.loadFailed}</Alert>}
      {list.data && list.data.revisions.length === 0 && <Text c="dimmed">{t.empty}</Text>}
      {list.data && list.data.revisions.length > 0 && (
        <Stack>
          {/* On a phone the date goes under the version and the two actions one above the other. */}
          <Table striped highlightOnHover verticalSpacing={phone ? 'xs' : undefined}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.version}</Table.Th>
                {!phone && <Table.Th>{t.savedAt}</Table.Th>}
                <Table.Th>{t.elements}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.revisions.map((entry) => (
                <Table.Tr key={entry.revision}>
                  <Table.Td>
                    {t.number({ revision: entry.revision })}
                    {phone && (
                      <Text size="xs" c="dimmed">
                        {formatNumericDateTime(entry.saved_at) ?? entry.saved_at}
                      </Text>
                    )}
                  </Table.Td>
                  {!phone && <Table.Td>{formatNumericDateTime(entry.saved_at) ?? entry.saved_at}</Table.Td>}
                  <Table.Td>{entry.elements}</Table.Td>
                  <Table.Td>
                    <Group gap={phone ? 6 : 4} justify="flex-end" wrap={phone ? 'wrap' : 'nowrap'}>
                      <Button
                        size={phone ? 'compact-sm' : 'compact-xs'}
                        variant="subtle"
                        onClick={() => setPreviewed(entry.revision)}
                      >
                        {t.preview}
                      </Button>
                      <Button
                        size={phone ? 'compact-sm' : 'compact-xs'}
                        variant="light"
                        onClick={() => setConfirming(entry.revision)}
                      >
                        {t.restore}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {previewed !== null && (
            <RevisionPreview chatbotId={chatbotId} idblock={idblock} revision={previewed} />
          )}
        </Stack>
      )}
      <RestoreConfirmModal
        chatbotId={chatbotId}
        idblock={idblock}
        blockName={props.blockName}
        revision={confirming}
        current={props.current}
        directory={props.directory}
        restoring={restore.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={(revision) => restore.mutate({ idchatbot: chatbotId, blockId: idblock, revision })}
      />
    </Modal>
  );
}
