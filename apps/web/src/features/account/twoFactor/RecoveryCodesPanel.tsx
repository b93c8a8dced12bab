import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { downloadFile } from '../../../lib/downloadFile';
import { useTexts } from '../../../lib/i18n/useTexts';
import { twoFactorTexts } from './twoFactorTexts';

/** Recovery codes, shown once right after they are made: copy, download, then close. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTexts(twoFactorTexts);
  const asText = codes.join('\n');
  return (
    <Stack gap="sm">
      <Alert color="orange" title={t.recoveryTitle}>
        {t.recoveryIntro}
      </Alert>
      <SimpleGrid
        cols={{ base: 2, sm: 5 }}
        spacing="xs"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" fw={600} ta="center" py={4}>
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group gap="sm" wrap="wrap">
        <CopyButton value={asText} timeout={2000}>
          {({ copied, copy }) => (
            <Button variant="default" leftSection={<IconCopy size={16} />} onClick={copy}>
              {copied ? t.copied : t.copyCodes}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => downloadFile(new Blob([`${asText}\n`], { type: 'text/plain' }), t.codesFileName)}
        >
          {t.downloadCodes}
        </Button>
        <Button onClick={onDone}>{t.codesSaved}</Button>
      </Group>
    </Stack>
  );
}
