import { Badge, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../../lib/i18n/useTexts';
import { elementTexts } from '../elementTexts';
import { CommitTextInput } from './CommitTextInput';
import type { TypedEditorProps } from './elementOf';
import { requestUrlProblem } from './urlProblem';
import { useEditorVariables } from './variables/useEditorVariables';
import { variableGroups } from './variables/variableGroups';

interface RequestEditorProps extends TypedEditorProps<'request'> {
  chatbotId: string;
}

/** A POST to an external URL carrying the chosen variables (POST only). */
export function RequestEditor({ chatbotId, element, onChange }: RequestEditorProps) {
  const t = useTexts(elementTexts).request;
  const { variables } = useEditorVariables(chatbotId);
  const data = variableGroups(variables, '');
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t.method}
          </Text>
          <Badge size="lg" variant="light">
            {/* i18n-exempt: the HTTP method */}
            POST
          </Badge>
        </Stack>
        <div style={{ flex: 1 }}>
          <CommitTextInput
            label={t.url}
            value={element.url}
            max={2000}
            placeholder="https://..." // i18n-exempt: an address's format
            validate={requestUrlProblem}
            onCommit={(url) => onChange({ ...element, url: url.trim() })}
          />
        </div>
      </Group>
      <MultiSelect
        label={t.variables}
        placeholder={t.variablesPlaceholder}
        data={data}
        value={element.datas}
        searchable
        onChange={(datas) => onChange({ ...element, datas })}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
