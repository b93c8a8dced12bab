import { Collapse, Group, Paper, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { SectionHeading } from './SectionHeading';

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
          <SectionHeading title={title} description={description} icon={icon} />
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
