import type { WhatsAppTemplate } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { Group, Modal, Stack, Text } from '@mantine/core';
import { commonTexts } from '../../../components/commonTexts';
import { displayLocale } from '../../../lib/displayLocale';
import { useTexts } from '../../../lib/i18n/useTexts';
import { draftFromTemplate, previewOf } from '../builder/templateDraft';
import { TemplatePreview } from '../preview/TemplatePreview';
import { previewTime, usePreviewWords } from '../preview/usePreviewWords';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import { CategoryBadge, StatusBadge, StatusReason } from './TemplateBadges';
import { languageLabel } from './templateLabels';

/** A template as customers receive it, whatever its status (a pending one cannot be edited). */
export function PreviewModal({ template, onClose }: { template: WhatsAppTemplate; onClose: () => void }) {
  const t = useTexts(whatsappTemplatesTexts);
  const common = useTexts(commonTexts);
  const words = usePreviewWords();
  return (
    <Modal
      opened
      onClose={onClose}
      title={template.name}
      radius="lg"
      size="md"
      closeButtonProps={{ 'aria-label': common.actions.close }}
    >
      <Stack gap="sm">
        <Group gap={6}>
          <StatusBadge status={template.status} />
          <CategoryBadge category={template.category} />
          <Text size="sm" c="dimmed">
            {languageLabel(template.language)}
          </Text>
        </Group>
        <StatusReason template={template} />
        <Text size="xs" c="dimmed">
          {t.builder.previewHelp}
        </Text>
        <TemplatePreview
          message={previewOf(draftFromTemplate(template), words)}
          time={previewTime(displayLocale())}
        />
      </Stack>
    </Modal>
  );
}
