import { knowledgeFileClass } from '@griot/contract/knowledge/knowledgeConstants';
import type { KnowledgeFile } from '@griot/contract/knowledge/knowledgeSchemas';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconExternalLink,
  IconFile,
  IconFileText,
  IconFileTypePdf,
  IconPhoto,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { SMALL_SCREEN_QUERY } from '../../components/smallScreen';
import { apiOrigin } from '../../lib/apiClient';
import { formatNumericDateTime } from '../../lib/displayLocale';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { formatFileSize } from './formatFileSize';
import { knowledgeTexts } from './knowledgeTexts';
import type { KnowledgeActions } from './useKnowledgeActions';

type Filter = 'all' | 'images' | 'documents' | 'text';

const ICONS = {
  image: IconPhoto,
  pdf: IconFileTypePdf,
  document: IconFileText,
  text: IconFileText,
  other: IconFile,
};

/** The file library: search, filter (all, images, documents, text), preview in a new tab, delete. */
export function FileLibrary({
  chatbotId,
  files,
  remove,
}: {
  chatbotId: string;
  files: readonly KnowledgeFile[];
  remove: KnowledgeActions['removeFile'];
}) {
  const { library: t } = useTexts(knowledgeTexts);
  const common = useTexts(commonTexts);
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [deleting, setDeleting] = useState<KnowledgeFile | null>(null);
  const shown = files.filter((file) => {
    const kind = knowledgeFileClass(file.mimetype);
    const kept =
      filter === 'all' ||
      (filter === 'images' && kind === 'image') ||
      (filter === 'documents' && (kind === 'pdf' || kind === 'document')) ||
      (filter === 'text' && kind === 'text');
    return kept && file.originalname.toLowerCase().includes(query.trim().toLowerCase());
  });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate({ id: chatbotId, fileId: deleting.id }, { onSuccess: () => setDeleting(null) });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="knowledge-library-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="knowledge-library-title">
          {t.title}
        </Title>
        <Group gap="sm" wrap="wrap">
          <TextInput
            flex={1}
            miw={200}
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t.search}
            aria-label={t.search}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <SegmentedControl
            // Four filters do not fit a phone's width side by side in every language.
            orientation={smallScreen ? 'vertical' : 'horizontal'}
            fullWidth={smallScreen}
            w={smallScreen ? '100%' : undefined}
            value={filter}
            onChange={(value) => setFilter(value as Filter)}
            aria-label={t.filterLabel}
            data={[
              { value: 'all', label: t.filterAll },
              { value: 'images', label: t.filterImages },
              { value: 'documents', label: t.filterDocuments },
              { value: 'text', label: t.filterText },
            ]}
          />
        </Group>
        {files.length === 0 ? (
          <Stack gap={2} align="center" py="lg">
            <Text fw={600}>{t.noFiles}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t.noFilesHelp}
            </Text>
          </Stack>
        ) : shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noMatch}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 1 }} spacing="sm">
            {shown.map((file) => (
              <FileCard key={file.id} file={file} onDelete={() => setDeleting(file)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t.deleteTitle} centered>
        <Stack>
          <Text size="sm">{deleting ? t.deleteConfirm({ name: deleting.originalname }) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {common.actions.cancel}
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
              {common.actions.delete}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function FileCard({ file, onDelete }: { file: KnowledgeFile; onDelete: () => void }) {
  const { library: t } = useTexts(knowledgeTexts);
  const common = useTexts(commonTexts);
  const kind = knowledgeFileClass(file.mimetype);
  const Icon = ICONS[kind];
  return (
    <Paper withBorder radius="sm" p="sm" role="article" aria-label={file.originalname}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={2} flex={1} miw={0}>
          <Text fw={600} size="sm" truncate="end" title={file.originalname}>
            {file.originalname}
          </Text>
          <Text size="xs" c="dimmed">
            {t.kinds[kind]} · {formatFileSize(file.size)} ·{' '}
            {t.uploadedOn({ date: formatNumericDateTime(file.uploaded_at) ?? '—' })}
          </Text>
          <Group gap={6}>
            {file.status === 'pending' && (
              <Badge size="sm" color="blue" variant="light" tt="none">
                {t.statusPending}
              </Badge>
            )}
            {file.status === 'indexed' && (
              <Badge size="sm" color="teal" variant="light" tt="none">
                {t.statusIndexed({ chunks: file.chunks, formatted: formatNumber(file.chunks) })}
              </Badge>
            )}
            {file.status === 'failed' && (
              <Badge size="sm" color="red" variant="light" tt="none">
                {t.statusFailed}
              </Badge>
            )}
          </Group>
          {file.error && (
            <Text size="xs" c="red" role="note">
              {file.error}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t.preview}>
            <ActionIcon
              component="a"
              href={`${apiOrigin()}/api/public/${file.path}`}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              aria-label={t.previewFile({ name: file.originalname })}
            >
              <IconExternalLink size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={common.actions.delete}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t.deleteFile({ name: file.originalname })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
