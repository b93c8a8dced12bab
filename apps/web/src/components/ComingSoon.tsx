import { Center, Title } from '@mantine/core';

/** /dashboard/analytics and /dashboard/settings show only this. */
export function ComingSoon() {
  return (
    <Center mih="60vh">
      <Title order={2}>Coming soon...</Title>
    </Center>
  );
}
