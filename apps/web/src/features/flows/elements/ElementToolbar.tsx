import type { ElementType } from '@griot/contract/flows/flowConstants';
import { ELEMENT_TYPES } from '@griot/contract/flows/flowConstants';
import { Button, Drawer, Group, HoverCard, Paper, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { SMALL_SCREEN_QUERY } from '../../../components/smallScreen';
import { useTexts } from '../../../lib/i18n/useTexts';
import { ElementTypeIcon } from './ElementTypeIcon';
import { elementDescription, elementLabel, elementTexts } from './elementTexts';

interface ElementToolbarProps {
  onAdd: (type: ElementType) => void;
  disabled?: boolean;
}

/**
 * One button per element type, each with a hover panel that says what the element does. Memoised:
 * its 17 floating panels need not re-render with every edit of the flow. On a phone the 17
 * buttons would fill the first screen: one button opens them in a sheet from the bottom instead.
 */
export const ElementToolbar = memo(function ElementToolbar({ onAdd, disabled = false }: ElementToolbarProps) {
  const t = useTexts(elementTexts);
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  if (phone) return <PhoneToolbar onAdd={onAdd} disabled={disabled} />;
  return (
    <Paper withBorder p="xs" role="toolbar" aria-label={t.toolbar.addElement}>
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
                {elementLabel(type)}
              </Button>
            </HoverCard.Target>
            <HoverCard.Dropdown>
              <Text fw={600} size="sm">
                {elementLabel(type)}
              </Text>
              <Text size="xs" c="dimmed">
                {elementDescription(type)}
              </Text>
            </HoverCard.Dropdown>
          </HoverCard>
        ))}
      </Group>
    </Paper>
  );
});

function PhoneToolbar({ onAdd, disabled }: Required<ElementToolbarProps>) {
  const t = useTexts(elementTexts);
  const common = useTexts(commonTexts);
  const [open, setOpen] = useState(false);
  const add = (type: ElementType) => {
    setOpen(false);
    onAdd(type);
    // The new element is appended at the end of the list, below the fold: show it.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'smooth' }),
      ),
    );
  };
  return (
    <>
      <Button
        fullWidth
        size="md"
        variant="light"
        disabled={disabled}
        leftSection={<IconPlus size={18} />}
        onClick={() => setOpen(true)}
      >
        {t.toolbar.addElement}
      </Button>
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        position="bottom"
        size="auto"
        padding="md"
        title={t.toolbar.addElement}
        closeButtonProps={{ 'aria-label': common.actions.close }}
        // As tall as its buttons, not the whole screen: the flow stays in sight above it.
        styles={{
          content: { flex: '0 0 auto', height: 'auto', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
        }}
      >
        <SimpleGrid cols={2} spacing="xs" pb="md">
          {ELEMENT_TYPES.map((type) => (
            <Button
              key={type}
              size="md"
              variant="light"
              justify="flex-start"
              title={elementDescription(type)}
              leftSection={<ElementTypeIcon type={type} size={18} />}
              onClick={() => add(type)}
            >
              {elementLabel(type)}
            </Button>
          ))}
        </SimpleGrid>
      </Drawer>
    </>
  );
}
