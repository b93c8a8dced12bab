import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import type { Block } from '@griot/contract/flows/flowSchemas';
import {
  ActionIcon,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconBrain, IconCheck, IconCopy, IconHistory, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../../lib/i18n/useTexts';
import { flowTexts } from '../flowTexts';
import { RevisionsModal } from '../revisions/RevisionsModal';
import { SaveStatusBadge } from '../saving/SaveStatusBadge';
import type { SaveStatus } from '../saving/useFlowEditor';
import { AssistantSwitch } from './AssistantSwitch';
import { BlockNameEditor } from './BlockNameEditor';
import type { BlockDirectory } from './blockDirectory';
import { DeleteBlockModal } from './DeleteBlockModal';

interface BlockHeaderProps {
  chatbotId: string;
  block: Block;
  status: SaveStatus;
  /** The flow being edited and the block names, for the restore confirmation. */
  flow: readonly FlowElement[];
  directory: BlockDirectory;
  onRestored: (block: Block) => void;
}

/** The block's name, its id with a copy button, and on the default block the GRIOT IA switch. */
export function BlockHeader({ chatbotId, block, status, flow, directory, onRestored }: BlockHeaderProps) {
  const t = useTexts(flowTexts);
  const [modal, setModal] = useState<'history' | 'delete' | null>(null);
  const isDefault = block.category === 'default' || block.type === 'default_block';
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <BlockNameEditor chatbotId={chatbotId} block={block} />
          <Group gap={4}>
            <Code>{block.idblock}</Code>
            <CopyButton value={block.idblock} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t.copied : t.copyId} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={t.copyId}
                  >
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Group gap="xs">
            <SaveStatusBadge status={status} />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconHistory size={14} />}
              onClick={() => setModal('history')}
            >
              {t.history}
            </Button>
            {block.category === 'standard' && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => setModal('delete')}
              >
                {t.deleteBlock}
              </Button>
            )}
          </Group>
          {isDefault && (
            <>
              <AssistantSwitch idblock={block.idblock} initial={block.jarvis} />
              <Anchor
                component={Link}
                to={`/dashboard/chatbots/${chatbotId}/jarvis-knowledge?from=playground`}
                size="sm"
                style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
              >
                <IconBrain size={16} />
                <Text span inherit>
                  {t.assistantKnowledge}
                </Text>
              </Anchor>
            </>
          )}
        </Stack>
      </Group>
      <RevisionsModal
        chatbotId={chatbotId}
        idblock={block.idblock}
        blockName={directory.byId.get(block.idblock)?.label ?? (block.blockname || block.idblock)}
        current={flow}
        directory={directory}
        opened={modal === 'history'}
        onClose={() => setModal(null)}
        onRestored={onRestored}
      />
      {block.category === 'standard' && (
        <DeleteBlockModal
          chatbotId={chatbotId}
          block={block}
          opened={modal === 'delete'}
          onClose={() => setModal(null)}
        />
      )}
    </Paper>
  );
}
