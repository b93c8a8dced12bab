import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';

/**
 * What the renderers accept: the engine's `OutboundMessage` fits, and so does any flow element,
 * because the simulator and the conversation screen may render elements that send nothing.
 */
export interface RenderableMessage {
  blockId?: string;
  element: FlowElement;
}

/** A button title the channel accepts: never empty (platforms refuse that), else the option's number. */
export function titleOrNumber(title: string, index: number): string {
  const trimmed = title.trim();
  return trimmed === '' ? String(index + 1) : trimmed;
}

/** Text that is never empty: interactive bodies are mandatory on every platform. */
export function nonEmpty(text: string): string {
  return text.trim() === '' ? '…' : text;
}
