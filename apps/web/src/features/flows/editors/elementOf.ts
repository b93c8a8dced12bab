import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';

/** The element shape of one type, for the type-specific editors. */
export type ElementOf<T extends FlowElement['type']> = Extract<FlowElement, { type: T }>;

export interface TypedEditorProps<T extends FlowElement['type']> {
  element: ElementOf<T>;
  onChange: (element: ElementOf<T>) => void;
}
