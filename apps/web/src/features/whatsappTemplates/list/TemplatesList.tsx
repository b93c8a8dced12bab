import type { WhatsAppTemplate } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SMALL_SCREEN_QUERY } from '../../../components/smallScreen';
import { formatRelative } from '../../../lib/displayLocale';
import { useTexts } from '../../../lib/i18n/useTexts';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import { TemplateActions, type TemplateRowActions } from './TemplateActions';
import { CategoryBadge, QualityBadge, StatusBadge, StatusReason } from './TemplateBadges';
import { languageLabel } from './templateLabels';

interface TemplatesListProps extends TemplateRowActions {
  templates: WhatsAppTemplate[];
}

/** The account's templates: a table on a wide screen, one card each on a phone. */
export function TemplatesList({ templates, ...actions }: TemplatesListProps) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  return small ? (
    <Stack gap="sm">
      {templates.map((template) => (
        <TemplateCard key={template.id} template={template} {...actions} />
      ))}
    </Stack>
  ) : (
    <TemplatesTable templates={templates} {...actions} />
  );
}

function TemplatesTable({ templates, ...actions }: TemplatesListProps) {
  const { columns: c } = useTexts(whatsappTemplatesTexts);
  return (
    <Card withBorder radius="lg" p={0}>
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{c.name}</Table.Th>
              <Table.Th>{c.category}</Table.Th>
              <Table.Th>{c.language}</Table.Th>
              <Table.Th>{c.status}</Table.Th>
              <Table.Th>{c.quality}</Table.Th>
              <Table.Th>{c.updated}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{c.actions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.map((template) => (
              <Table.Tr key={template.id} data-testid={`template-${template.name}-${template.language}`}>
                <Table.Td maw={340}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {template.name}
                  </Text>
                  <StatusReason template={template} />
                </Table.Td>
                <Table.Td>
                  <CategoryBadge category={template.category} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{languageLabel(template.language)}</Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={template.status} />
                </Table.Td>
                <Table.Td>
                  <QualityBadge quality={template.quality_score} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {formatRelative(template.updated_at)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TemplateActions template={template} {...actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function TemplateCard({ template, ...actions }: TemplateRowActions & { template: WhatsAppTemplate }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid={`template-${template.name}-${template.language}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {template.name}
          </Text>
          <TemplateActions template={template} {...actions} />
        </Group>
        <Group gap={6}>
          <StatusBadge status={template.status} />
          <CategoryBadge category={template.category} />
          <QualityBadge quality={template.quality_score} />
        </Group>
        <StatusReason template={template} />
        <Text size="xs" c="dimmed">
          {languageLabel(template.language)} · {formatRelative(template.updated_at)}
        </Text>
      </Stack>
    </Card>
  );
}
