import { elementTexts } from '../../elementTexts';
import type { EditorVariable } from './useEditorVariables';

/** Select data: the chatbot's variables, then the built-in ones; an unknown current id stays listed. */
export function variableGroups(variables: readonly EditorVariable[], current: string, includeGlobals = true) {
  const declared = variables.filter((variable) => variable.type !== 'global');
  const globals = includeGlobals ? variables.filter((variable) => variable.type === 'global') : [];
  const item = (variable: EditorVariable) => ({
    value: variable.id,
    label:
      variable.slug && variable.slug !== variable.id
        ? `${variable.slug} ({{${variable.id}}})`
        : `{{${variable.id}}}`,
  });
  const groups = [
    { group: elementTexts.variables.chatbot, items: declared.map(item) },
    { group: elementTexts.variables.global, items: globals.map(item) },
  ].filter((group) => group.items.length > 0);
  if (current && !variables.some((variable) => variable.id === current))
    groups.push({
      group: elementTexts.variables.unknown,
      items: [{ value: current, label: `{{${current}}}` }],
    });
  return groups;
}
