import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { variablesTexts } from './variablesTexts';

interface VariablesHeaderProps {
  botName: string;
  count: number;
  onAdd: () => void;
}

/** Back (one step in history), title with the chatbot's name, add. */
export function VariablesHeader({ botName, count, onAdd }: VariablesHeaderProps) {
  const t = useTexts(variablesTexts);
  const back = useTexts(commonTexts).actions.back;
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="md" miw={0}>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => navigate(-1)}
          >
            {back}
          </Button>
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Title order={2} fz="h3">
                {t.title}
              </Title>
              <Badge variant="light" radius="sm" tt="none">
                {t.count({ count })}
              </Badge>
            </Group>
            <Text c="dimmed" size="sm" lineClamp={1}>
              {botName}
            </Text>
          </Stack>
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {t.add}
        </Button>
      </Group>
    </Paper>
  );
}
