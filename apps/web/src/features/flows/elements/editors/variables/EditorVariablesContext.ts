import { createContext, useContext } from 'react';
import type { EditorVariable } from './useEditorVariables';

/** The chatbot's variables, loaded once per block editor, for the '{{' suggestions in every text field. */
export const EditorVariablesContext = createContext<readonly EditorVariable[]>([]);

export function useVariablesInScope(): readonly EditorVariable[] {
  return useContext(EditorVariablesContext);
}
