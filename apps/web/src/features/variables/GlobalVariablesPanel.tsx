import { GLOBAL_VARIABLES } from '@griot/contract/flows/flowConstants';
import { Code, Group, SimpleGrid, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { CollapsibleSection } from '../../components/CollapsibleSection';
import { useTexts } from '../../lib/i18n/useTexts';
import { globalVariableInfo } from './globalVariableInfo';
import { variablesTexts } from './variablesTexts';

/** The built-in variables, read-only: their names cannot be declared again. Folded by default. */
export function GlobalVariablesPanel() {
  const t = useTexts(variablesTexts);
  return (
    <CollapsibleSection
      title={t.globalsTitle}
      description={t.globalsText}
      icon={<IconWorld size={20} />}
      defaultOpen={false}
    >
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="xs"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {GLOBAL_VARIABLES.map((name) => (
          <Group key={name} component="li" gap="xs" wrap="nowrap">
            <Code>{`{{${name}}}`}</Code>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {globalVariableInfo(name)}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
    </CollapsibleSection>
  );
}
