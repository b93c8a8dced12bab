import type { ChatbotListItem } from '@griot/contract/chatbots/chatbotSchemas';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCopy,
  IconDotsVertical,
  IconMessages,
  IconPencil,
  IconSitemap,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { useCan } from '../../lib/workspaceRole';
import { CloneChatbotModal } from './CloneChatbotModal';
import { chatbotTexts } from './chatbotTexts';
import { DeleteChatbotModal } from './DeleteChatbotModal';
import { EditChatbotModal } from './EditChatbotModal';
import { ExportChatbotMenuItem } from './transfer/ExportChatbotMenuItem';

type OpenModal = 'edit' | 'clone' | 'delete' | null;

/**
 * The card's menu: edit, clone and delete, each in its own modal; plus the way to the
 * chatbot's flow editor and conversations, which the list offers nowhere else.
 */
export function ChatbotCardMenu({ chatbot, describedBy }: { chatbot: ChatbotListItem; describedBy: string }) {
  const t = useTexts(chatbotTexts);
  const common = useTexts(commonTexts);
  const [open, setOpen] = useState<OpenModal>(null);
  const close = () => setOpen(null);
  // What the member's role may not do is not offered (an agent keeps the way to the conversations).
  const can = {
    edit: useCan('chatbots.updateEase'),
    clone: useCan('chatbots.clone'),
    flows: useCan('flows.tree'),
    remove: useCan('chatbots.remove'),
  };

  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220} withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t.card.actions}
            aria-describedby={describedBy}
          >
            <IconDotsVertical size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {can.edit && (
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setOpen('edit')}>
              {common.actions.edit}
            </Menu.Item>
          )}
          {can.clone && (
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setOpen('clone')}>
              {t.card.clone}
            </Menu.Item>
          )}
          <ExportChatbotMenuItem chatbotId={chatbot._id} />
          {can.flows && (
            <Menu.Item
              component={Link}
              to={`/dashboard/chatbots/${chatbot._id}/playground`}
              leftSection={<IconSitemap size={16} aria-hidden />}
            >
              {t.card.flowEditor}
            </Menu.Item>
          )}
          <Menu.Item
            component={Link}
            to={`/dashboard/chat/${chatbot._id}`}
            leftSection={<IconMessages size={16} aria-hidden />}
          >
            {t.card.conversations}
          </Menu.Item>
          {can.remove && (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setOpen('delete')}
              >
                {common.actions.delete}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {can.edit && <EditChatbotModal chatbot={chatbot} opened={open === 'edit'} onClose={close} />}
      {can.clone && <CloneChatbotModal chatbot={chatbot} opened={open === 'clone'} onClose={close} />}
      {can.remove && <DeleteChatbotModal chatbot={chatbot} opened={open === 'delete'} onClose={close} />}
    </>
  );
}
