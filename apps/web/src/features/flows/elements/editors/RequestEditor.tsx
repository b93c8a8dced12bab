import { Badge, Group, MultiSelect, Stack, Text } from '@mantine/core';
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
  const { variables } = useEditorVariables(chatbotId);
  const data = variableGroups(variables, '');
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            Méthode
          </Text>
          <Badge size="lg" variant="light">
            POST
          </Badge>
        </Stack>
        <div style={{ flex: 1 }}>
          <CommitTextInput
            label="URL"
            value={element.url}
            max={2000}
            placeholder="https://..."
            validate={requestUrlProblem}
            onCommit={(url) => onChange({ ...element, url: url.trim() })}
          />
        </div>
      </Group>
      <MultiSelect
        label="Variables envoyées"
        placeholder="Choisir des variables"
        data={data}
        value={element.datas}
        searchable
        onChange={(datas) => onChange({ ...element, datas })}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
