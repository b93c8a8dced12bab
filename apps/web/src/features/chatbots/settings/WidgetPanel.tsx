import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import { Box, ColorInput, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCode, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { FormSection } from '../../../components/FormSection';
import { useTexts } from '../../../lib/i18n/useTexts';
import { chatbotTexts } from '../chatbotTexts';
import { CopyField } from './CopyField';

const DEFAULT_COLOR = '#128c7e';
const SWATCHES = ['#128c7e', '#0f917b', '#1c7ed6', '#7048e8', '#e8590c', '#c2255c', '#2b2d42'];

/**
 * A web chatbot's widget: the snippet to paste before </body> of any site (the colour chosen here
 * goes in data-color), and a preview of the launcher and the chat window in that colour.
 */
export function WidgetPanel({ chatbot }: { chatbot: Chatbot }) {
  const t = useTexts(chatbotTexts);
  const [color, setColor] = useState(DEFAULT_COLOR);
  const validColor = /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_COLOR;
  // i18n-exempt: the HTML snippet to paste, code
  const snippet = `<script src="${chatbot.webhook_url}" data-chatbot="${chatbot._id}" data-color="${validColor}" async></script>`;
  return (
    <FormSection title={t.widget.title} description={t.widget.intro} icon={<IconCode size={20} />}>
      <Stack gap="md">
        <ColorInput
          label={t.widget.color}
          value={color}
          onChange={setColor}
          format="hex"
          swatches={SWATCHES}
          swatchesPerRow={7}
        />
        <CopyField label={t.widget.embedCode} copyLabel={t.widget.copyCode} value={snippet} multiline />
        <Text size="sm" fw={600}>
          {t.widget.preview}
        </Text>
        <Paper
          withBorder
          radius="md"
          p="md"
          aria-label={t.widget.previewLabel}
          role="img"
          bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-7))"
        >
          <Stack gap="sm" align="flex-end">
            <Paper shadow="md" radius="lg" w="100%" maw={280} style={{ overflow: 'hidden' }}>
              <Group gap="xs" p="sm" style={{ background: validColor, color: '#fff' }}>
                <IconMessageCircle size={18} aria-hidden />
                <Text size="sm" fw={700} c="white" truncate>
                  {chatbot.bot_name}
                </Text>
              </Group>
              <Stack gap={6} p="sm">
                <Box
                  p={8}
                  style={{
                    borderRadius: 12,
                    background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))',
                    maxWidth: '85%',
                  }}
                >
                  <Text size="xs">{t.widget.sampleGreeting}</Text>
                </Box>
                <Box
                  p={8}
                  style={{
                    borderRadius: 12,
                    background: validColor,
                    color: '#fff',
                    alignSelf: 'flex-end',
                    maxWidth: '85%',
                  }}
                >
                  <Text size="xs" c="white">
                    {t.widget.sampleQuestion}
                  </Text>
                </Box>
              </Stack>
            </Paper>
            <Box
              w={48}
              h={48}
              style={{
                borderRadius: '50%',
                background: validColor,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                boxShadow: '0 4px 14px rgba(0,0,0,0.25)',
              }}
            >
              <IconMessageCircle size={24} color="#fff" aria-hidden />
            </Box>
          </Stack>
        </Paper>
      </Stack>
    </FormSection>
  );
}
