import type { AnalyticsAssistant } from '@griot/contract/analytics/analyticsSchemas';
import { Group, Progress, Table, Text } from '@mantine/core';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import { formatPercent } from '../analyticsFormat';
import { assistantTexts } from './assistantTexts';

/** Each knowledge file with the period's answers it helped build and its share of all answers. */
export function FileShareTable({ files }: { files: AnalyticsAssistant['files'] }) {
  const t = useTexts(assistantTexts).files;
  if (files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t.empty}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.file}</Table.Th>
            <Table.Th ta="right">{t.answered}</Table.Th>
            <Table.Th w="40%">{t.share}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => {
            const share = t.shareValue({ share: formatPercent(file.share * 100) });
            return (
              <Table.Tr key={file.file_id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{file.name}</Table.Td>
                <Table.Td ta="right">{formatNumber(file.answered)}</Table.Td>
                <Table.Td>
                  {file.answered === 0 ? (
                    <Text size="xs" c="dimmed">
                      {t.unused}
                    </Text>
                  ) : (
                    <Group gap="xs" wrap="nowrap">
                      <Progress
                        value={file.share * 100}
                        color="teal"
                        style={{ flex: 1 }}
                        aria-label={share}
                      />
                      <Text size="xs" w={44} ta="right">
                        {share}
                      </Text>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
