import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { elementTexts } from '../../elementTexts';
import { CommitTextInput } from '../CommitTextInput';
import type { ElementOf, TypedEditorProps } from '../elementOf';
import { MediaEditor } from '../media/MediaEditor';
import { InlineTextEditor } from '../text/InlineTextEditor';
import { cardUrlProblem } from '../urlProblem';

interface ButtonLinkEditorProps extends TypedEditorProps<'button_link'> {
  /** Updates the card as it is when called: the header upload ends seconds after it started. */
  onUpdate: (update: (current: ElementOf<'button_link'>) => ElementOf<'button_link'>) => void;
}

/** A CTA card: header image, body (320), footer (160) and a button (20) opening a URL. */
export function ButtonLinkEditor({ element, onChange, onUpdate }: ButtonLinkEditorProps) {
  const t = useTexts(elementTexts).buttonLink;
  const parameters = element.action.parameters;
  const setParameters = (next: Partial<typeof parameters>) =>
    onChange({ ...element, action: { ...element.action, parameters: { ...parameters, ...next } } });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t.headerImage}
      </Text>
      <MediaEditor
        kind="image"
        postWaitMs={2000}
        link={element.image_header}
        onLink={(image_header) => onUpdate((current) => ({ ...current, image_header }))}
      />
      <InlineTextEditor
        label={t.body}
        value={element.body_message}
        max={FLOW_LIMITS.cardBody}
        placeholder={t.bodyPlaceholder}
        onSave={(body_message) => onChange({ ...element, body_message })}
      />
      <InlineTextEditor
        label={t.footer}
        value={element.footer_message}
        max={FLOW_LIMITS.cardFooter}
        placeholder={t.footerPlaceholder}
        onSave={(footer_message) => onChange({ ...element, footer_message })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CommitTextInput
          label={t.buttonText}
          value={parameters.display_text}
          max={FLOW_LIMITS.cardButton}
          showCounter
          onCommit={(display_text) => setParameters({ display_text })}
        />
        <CommitTextInput
          label={t.buttonUrl}
          value={parameters.url}
          max={2000}
          placeholder="https://..." // i18n-exempt: an address's format
          validate={cardUrlProblem}
          onCommit={(url) => setParameters({ url: url.trim() })}
        />
      </SimpleGrid>
    </Stack>
  );
}
