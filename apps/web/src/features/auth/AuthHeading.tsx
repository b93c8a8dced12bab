import { Text, Title } from '@mantine/core';

/** The title and the line under it at the top of each auth form. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {subtitle}
      </Text>
    </div>
  );
}
