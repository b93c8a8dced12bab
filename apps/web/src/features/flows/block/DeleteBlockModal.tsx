import type { Block } from '@griot/contract/flows/flowSchemas';
import { messages } from '@griot/contract/messages';
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { flowTexts } from '../flowTexts';
import { blockKind, displayName } from './blockDirectory';
import { useDeleteBlock } from './useBlockActions';

interface DeleteBlockModalProps {
  chatbotId: string;
  block: Block;
  opened: boolean;
  onClose: () => void;
}

/**
 * Deleting a standard block: when other blocks still lead to it, they are listed (each opens that
 * block so the link can be removed there) and deletion waits (issue 4, 'Server rules').
 */
export function DeleteBlockModal({ chatbotId, block, opened, onClose }: DeleteBlockModalProps) {
  const t = useTexts(flowTexts);
  const common = useTexts(commonTexts);
  const navigate = useNavigate();
  const base = `/dashboard/chatbots/${chatbotId}/playground`;
  const inbound = useQuery(
    orpc.flows.inbound.queryOptions({
      input: { idchatbot: chatbotId, idblock: block.idblock, kind: blockKind(block.type) },
      enabled: opened,
    }),
  );
  // The block itself may point to itself: that link goes with it.
  const sources = (inbound.data?.match_previous ?? []).filter((link) => link.idblock !== block.idblock);
  const remove = useDeleteBlock({
    deleted: () => {
      onClose();
      navigate(base, { replace: true });
    },
    failed: () => void inbound.refetch(),
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t.deleteBlock}>
      <Stack>
        <Text size="sm">{t.deleteBlockWarning({ name: displayName(block) })}</Text>
        {inbound.isPending && <Loader size="sm" />}
        {inbound.isError && <Alert color="red">{t.links.inboundFailed}</Alert>}
        {sources.length > 0 && (
          <Alert color="orange" title={messages.flows.blockStillLinked}>
            <Group gap={6} mt="xs">
              {sources.map((source) => (
                <Badge
                  key={source.idblock}
                  component="button"
                  type="button"
                  variant="light"
                  style={{ cursor: 'pointer', textTransform: 'none' }}
                  onClick={() => {
                    onClose();
                    navigate(`${base}/${source.idblock}`);
                  }}
                >
                  {source.blockname || source.idblock}
                </Badge>
              ))}
            </Group>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {common.actions.cancel}
          </Button>
          <Button
            color="red"
            disabled={inbound.isPending || sources.length > 0}
            loading={remove.isPending}
            onClick={() => remove.mutate({ idchatbot: chatbotId, blockId: block.idblock })}
          >
            {t.deleteForever}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
