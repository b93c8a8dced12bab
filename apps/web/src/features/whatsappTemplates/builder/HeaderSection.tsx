import { templateVariables } from '@griot/contract/whatsappTemplates/templateVariables';
import { Chip, Group, Input, Stack, TextInput } from '@mantine/core';
import { useTexts } from '../../../lib/i18n/useTexts';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import type { SectionProps } from './builderProps';
import { HeaderMediaInput } from './HeaderMediaInput';
import type { HeaderChoice } from './templateDraft';

const HEADER_CHOICES: HeaderChoice[] = ['NONE', 'TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'];

/** The header: none, a short text (one variable with its example) or an example media file. */
export function HeaderSection({ draft, change, errors }: SectionProps) {
  const { builder: b } = useTexts(whatsappTemplatesTexts);
  const labels: Record<HeaderChoice, string> = {
    NONE: b.headerNone,
    TEXT: b.headerText,
    IMAGE: b.headerImage,
    VIDEO: b.headerVideo,
    DOCUMENT: b.headerDocument,
  };
  const variable = templateVariables(draft.headerText)[0];
  return (
    <Stack gap="sm">
      <Input.Wrapper label={b.header} error={errors.header}>
        <Chip.Group
          value={draft.headerFormat}
          onChange={(value) =>
            change({
              headerFormat: value as HeaderChoice,
              headerMedia: '',
              headerMediaName: '',
              headerMediaPreview: '',
            })
          }
        >
          <Group gap="xs" mt={6} role="radiogroup" aria-label={b.header}>
            {HEADER_CHOICES.map((choice) => (
              <Chip key={choice} value={choice} size="sm" variant="outline">
                {labels[choice]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      {draft.headerFormat === 'TEXT' && (
        <>
          <TextInput
            label={b.headerTextLabel}
            value={draft.headerText}
            onChange={(event) => change({ headerText: event.currentTarget.value })}
            error={errors['header.text']}
            description={`${draft.headerText.length} / 60`}
            required
          />
          {variable !== undefined && (
            <TextInput
              label={b.headerExample({ variable: `{{${variable}}}` })}
              value={draft.headerExample}
              onChange={(event) => change({ headerExample: event.currentTarget.value })}
              error={errors['header.example']}
              required
            />
          )}
        </>
      )}
      {(draft.headerFormat === 'IMAGE' ||
        draft.headerFormat === 'VIDEO' ||
        draft.headerFormat === 'DOCUMENT') && (
        <HeaderMediaInput
          format={draft.headerFormat}
          draft={draft}
          change={change}
          error={errors['header.media']}
        />
      )}
    </Stack>
  );
}
