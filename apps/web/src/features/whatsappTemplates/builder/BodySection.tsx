import { templateVariables } from '@griot/contract/whatsappTemplates/templateVariables';
import {
  Button,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconVariablePlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import type { SectionProps } from './builderProps';
import { errorUnder } from './checkDraft';
import { nextVariable } from './templateDraft';

/**
 * The body: its text (WhatsApp's formatting), 'Ajouter une variable' where the cursor is, and an
 * example per variable (Meta refuses a template without them).
 */
export function BodySection({ draft, change, errors }: SectionProps) {
  const { builder: b } = useTexts(whatsappTemplatesTexts);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const names = templateVariables(draft.body);

  const addVariable = () => {
    const variable = nextVariable(draft.body, draft.parameterFormat);
    const field = textarea.current;
    const at = field ? field.selectionEnd : draft.body.length;
    const body = `${draft.body.slice(0, at)}${variable}${draft.body.slice(at)}`;
    change({ body });
    // Put the cursor after the variable, where the owner goes on typing.
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(at + variable.length, at + variable.length);
    });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Input.Wrapper label={b.variableFormat}>
          <SegmentedControl
            display="flex"
            size="xs"
            mt={4}
            value={draft.parameterFormat}
            onChange={(value) => change({ parameterFormat: value as 'POSITIONAL' | 'NAMED' })}
            data={[
              { value: 'POSITIONAL', label: b.positional({}) },
              { value: 'NAMED', label: b.named({}) },
            ]}
          />
        </Input.Wrapper>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconVariablePlus size={16} aria-hidden />}
          onClick={addVariable}
        >
          {b.addVariable}
        </Button>
      </Group>
      <Textarea
        ref={textarea}
        label={b.body}
        description={b.bodyHelp}
        value={draft.body}
        onChange={(event) => change({ body: event.currentTarget.value })}
        error={errors['body.text']}
        autosize
        minRows={4}
        maxRows={12}
        required
      />
      <Text size="xs" c={draft.body.length > 1024 ? 'red' : 'dimmed'} ta="right" mt={-8}>
        {draft.body.length} / 1024
      </Text>
      {names.length > 0 && (
        <Input.Wrapper label={b.examples} description={b.examplesHelp} error={errors['body.examples']}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
            {names.map((name) => (
              <TextInput
                key={name}
                label={b.exampleFor({ variable: `{{${name}}}` })}
                value={draft.examples[name] ?? ''}
                onChange={(event) =>
                  change({ examples: { ...draft.examples, [name]: event.currentTarget.value } })
                }
                error={errorUnder(errors, `body.examples.${name}`)}
                required
              />
            ))}
          </SimpleGrid>
        </Input.Wrapper>
      )}
      <TextInput
        label={b.footer}
        description={b.footerHelp}
        value={draft.footer}
        onChange={(event) => change({ footer: event.currentTarget.value })}
        error={errors.footer}
      />
    </Stack>
  );
}
