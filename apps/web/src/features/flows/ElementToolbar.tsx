import type { ElementType } from '@griot/contract/flows/flowConstants';
import { ELEMENT_TYPES } from '@griot/contract/flows/flowConstants';
import { Button, Group, HoverCard, Paper, Text } from '@mantine/core';
import { memo } from 'react';
import { ElementTypeIcon } from './ElementTypeIcon';
import { ELEMENT_INFO } from './elementCatalog';
import { flowTexts } from './flowTexts';

interface ElementToolbarProps {
  onAdd: (type: ElementType) => void;
  disabled?: boolean;
}

/**
 * One button per element type, each with a hover panel that says what the element does. Memoised:
 * its 14 floating panels need not re-render with every edit of the flow.
 */
export const ElementToolbar = memo(function ElementToolbar({ onAdd, disabled = false }: ElementToolbarProps) {
  return (
    <Paper withBorder p="xs" role="toolbar" aria-label={flowTexts.addElement}>
      <Group gap={6}>
        {ELEMENT_TYPES.map((type) => (
          <HoverCard key={type} width={260} shadow="md" openDelay={300} withinPortal>
            <HoverCard.Target>
              <Button
                size="xs"
                variant="light"
                disabled={disabled}
                leftSection={<ElementTypeIcon type={type} size={14} />}
                onClick={() => onAdd(type)}
              >
                {ELEMENT_INFO[type].label}
              </Button>
            </HoverCard.Target>
            <HoverCard.Dropdown>
              <Text fw={600} size="sm">
                {ELEMENT_INFO[type].label}
              </Text>
              <Text size="xs" c="dimmed">
                {ELEMENT_INFO[type].description}
              </Text>
            </HoverCard.Dropdown>
          </HoverCard>
        ))}
      </Group>
    </Paper>
  );
});
