import { Box } from '@mantine/core';
import { flagUrl } from './flagUrl';

/** A country's flag, decorative: the country's name is always written next to it. */
export function CountryFlag({ code }: { code: string }) {
  const url = flagUrl(code);
  const size = { width: 21, height: 14 };
  if (!url) return <Box {...size} bg="var(--mantine-color-default-border)" style={{ borderRadius: 2 }} />;
  return (
    <img
      src={url}
      alt=""
      {...size}
      loading="lazy"
      decoding="async"
      style={{
        borderRadius: 2,
        objectFit: 'cover',
        flexShrink: 0,
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.08)',
      }}
    />
  );
}
