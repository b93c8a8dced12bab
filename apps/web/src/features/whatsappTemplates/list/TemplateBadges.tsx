import { whatsappTemplateMessages } from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import type { WhatsAppTemplate } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { Badge, Text, Tooltip } from '@mantine/core';
import { useTexts } from '../../../lib/i18n/useTexts';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import { CATEGORY_COLORS, QUALITY_COLORS, STATUS_COLORS } from './templateLabels';

export function StatusBadge({ status }: { status: WhatsAppTemplate['status'] }) {
  // Meta's statuses in words are written once, in the contract's catalogue (the server's errors name them too).
  const statuses = useTexts(whatsappTemplateMessages).statuses;
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {statuses[status]}
    </Badge>
  );
}

/** Tinted like the status: an outline's text in dark mode was under AA for the purple of 'Marketing'. */
export function CategoryBadge({ category }: { category: WhatsAppTemplate['category'] }) {
  const t = useTexts(whatsappTemplatesTexts);
  return (
    <Tooltip label={t.categoryHelp[category]} multiline w={260} withArrow>
      <Badge color={CATEGORY_COLORS[category]} variant="light" style={{ flexShrink: 0 }}>
        {t.category[category]}
      </Badge>
    </Tooltip>
  );
}

export function QualityBadge({ quality }: { quality: WhatsAppTemplate['quality_score'] }) {
  const t = useTexts(whatsappTemplatesTexts);
  return (
    <Badge color={QUALITY_COLORS[quality]} variant="dot" style={{ flexShrink: 0 }}>
      {t.quality[quality]}
    </Badge>
  );
}

/** Why Meta refused, paused or disabled it, in words (the server gives it in the reader's language). */
export function StatusReason({ template }: { template: WhatsAppTemplate }) {
  const t = useTexts(whatsappTemplatesTexts);
  if (!template.status_reason) return null;
  return (
    <Text
      size="xs"
      c={template.status === 'REJECTED' ? 'red' : 'dimmed'}
      style={{ overflowWrap: 'anywhere' }}
    >
      {template.status === 'REJECTED'
        ? t.rejectedBecause({ reason: template.status_reason })
        : template.status_reason}
    </Text>
  );
}
