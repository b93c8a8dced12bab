import type { WhatsAppTemplate } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconDots, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';

export interface TemplateRowActions {
  onPreview: (template: WhatsAppTemplate) => void;
  onEdit: (template: WhatsAppTemplate) => void;
  onDelete: (template: WhatsAppTemplate) => void;
}

/** A template's menu: its preview, edit (when Meta allows it now; else why not) and delete. */
export function TemplateActions({
  template,
  onPreview,
  onEdit,
  onDelete,
}: TemplateRowActions & { template: WhatsAppTemplate }) {
  const { actions: t } = useTexts(whatsappTemplatesTexts);
  const blocked = template.edit_blocked;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t.menu({ name: template.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => onPreview(template)}>
          {t.preview}
        </Menu.Item>
        <Tooltip label={blocked} disabled={!blocked} multiline w={260} position="left" withArrow>
          <div>
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              disabled={Boolean(blocked)}
              onClick={() => onEdit(template)}
            >
              {t.edit}
            </Menu.Item>
          </div>
        </Tooltip>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(template)}
        >
          {t.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
