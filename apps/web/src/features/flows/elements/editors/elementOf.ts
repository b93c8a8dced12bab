import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';

/** The element shape of one type, for the type-specific editors. */
export type ElementOf<T extends FlowElement['type']> = Extract<FlowElement, { type: T }>;

export interface TypedEditorProps<T extends FlowElement['type']> {
  element: ElementOf<T>;
  onChange: (element: ElementOf<T>) => void;
}

/**
 * A change of one element: its new value, or an update of its latest value. Work that ends later
 * (an upload) uses an update, so what was edited meanwhile is kept.
 */
export type ElementChange = FlowElement | ((current: FlowElement) => FlowElement);

/** An update applied to the element's latest value while it is still of the given type. */
export function updateOfType<T extends FlowElement['type']>(
  type: T,
  update: (current: ElementOf<T>) => ElementOf<T>,
): (current: FlowElement) => FlowElement {
  return (current) => (current.type === type ? update(current as ElementOf<T>) : current);
}
