import type { ContactImport } from '@griot/contract/contacts/contactSchemas';
import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadFile } from '../../lib/downloadFile';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { contactTexts } from './contactTexts';
import { importPercent, problemsCsv } from './importWizard';

/** Step 3: the upload, the server's progress, then created / merged / invalid and the problems line by line. */
export function ImportResultStep({
  uploadPercent,
  progress,
  running,
  error,
}: {
  uploadPercent: number;
  progress: ContactImport | undefined;
  running: boolean;
  error: string | null;
}) {
  const t = useTexts(contactTexts).wizard;
  if (running)
    return (
      <Stack gap="sm" aria-live="polite">
        {uploadPercent < 100 || !progress ? (
          <>
            <Text size="sm">{t.uploading({ percent: uploadPercent })}</Text>
            <Progress value={uploadPercent} animated aria-label={t.uploading({ percent: uploadPercent })} />
          </>
        ) : (
          <>
            <Text size="sm">{t.progress({ done: progress.rowsRead, total: progress.rowsTotal })}</Text>
            <Progress value={importPercent(progress)} animated aria-label={t.stepResult} />
          </>
        )}
      </Stack>
    );
  if (error || !progress)
    return (
      <Alert color="red" title={t.failed} role="alert">
        {error}
      </Alert>
    );
  const more = progress.problemCount - progress.problems.length;
  return (
    <Stack gap="md">
      <Title order={4} fz="md">
        {progress.status === 'finished' ? t.done : t.failed}
      </Title>
      {progress.error && <Alert color="red">{progress.error}</Alert>}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label={t.created} value={progress.created} color="teal" />
        <Figure label={t.merged} value={progress.merged} color="blue" />
        <Figure label={t.invalid} value={progress.invalid} color={progress.invalid > 0 ? 'red' : 'gray'} />
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap">
        <Title order={5} fz="sm">
          {t.problemsTitle}
        </Title>
        {progress.problems.length > 0 && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() =>
              downloadFile(
                new Blob([problemsCsv(progress.problems, { line: t.line, reason: t.reason })], {
                  type: 'text/csv;charset=utf-8',
                }),
                t.problemsFile,
              )
            }
          >
            {t.downloadProblems}
          </Button>
        )}
      </Group>
      {progress.problems.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noProblem}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280} mah={260}>
          <Table striped stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>{t.line}</Table.Th>
                <Table.Th>{t.reason}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {progress.problems.map((problem) => (
                <Table.Tr key={`${problem.line}-${problem.reason}`}>
                  <Table.Td>{problem.line}</Table.Td>
                  <Table.Td>{problem.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {more > 0 && (
        <Text size="sm" c="dimmed">
          {t.problemsMore({ count: more })}
        </Text>
      )}
    </Stack>
  );
}

function Figure({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Card withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} data-testid={`import-figure-${color}`}>
        {formatNumber(value)}
      </Text>
    </Card>
  );
}
