import { Alert, Checkbox, NumberInput, Stack } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import type { SectionProps } from './builderProps';

/** An authentication template: Meta writes the text; the owner picks the security line and the expiry. */
export function AuthenticationSection({ draft, change, errors }: SectionProps) {
  const { builder: b } = useTexts(whatsappTemplatesTexts);
  return (
    <Stack gap="sm">
      <Alert color="cyan" variant="light" icon={<IconShieldLock size={18} aria-hidden />}>
        {b.authNote({})}
      </Alert>
      <Checkbox
        label={b.securityRecommendation}
        checked={draft.securityRecommendation}
        onChange={(event) => change({ securityRecommendation: event.currentTarget.checked })}
      />
      <NumberInput
        label={b.codeExpiration}
        description={b.codeExpirationHelp}
        min={1}
        max={90}
        allowDecimal={false}
        value={draft.codeExpiration ?? ''}
        onChange={(value) => change({ codeExpiration: typeof value === 'number' ? value : null })}
        error={errors['authentication.code_expiration_minutes'] ?? errors.buttons ?? errors.header}
        maw={260}
      />
    </Stack>
  );
}
