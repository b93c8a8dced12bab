import { Box, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

interface FormSectionProps {
  title: string;
  description?: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A titled block of the create and settings forms. */
export function FormSection({ title, description, icon, children }: FormSectionProps) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Box mb="lg">
        <SectionHeading title={title} description={description} icon={icon} />
      </Box>
      {children}
    </Paper>
  );
}
