import { Collapse, Group, Paper, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

interface CollapsibleSectionProps {
  title: string;
  description?: string;
  icon: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A form section whose header button folds it away (aria-expanded tells assistive technology). */
export function CollapsibleSection({
  title,
  description,
  icon,
  defaultOpen = true,
  children,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <Paper withBorder radius="lg" p={0}>
      <UnstyledButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={contentId}
        w="100%"
        p="lg"
      >
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
              {icon}
            </ThemeIcon>
            <div>
              <Title order={3} fz="md">
                {title}
              </Title>
              {description && (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              )}
            </div>
          </Group>
          <IconChevronDown
            size={20}
            aria-hidden
            style={{
              transform: open ? 'rotate(180deg)' : 'none',
              transition: 'transform 150ms ease',
              flexShrink: 0,
            }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={contentId}>
        <div style={{ padding: '0 var(--mantine-spacing-lg) var(--mantine-spacing-lg)' }}>{children}</div>
      </Collapse>
    </Paper>
  );
}
