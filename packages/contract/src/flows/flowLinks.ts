import { parsePayload } from './flowPayload';

/** One outbound link of a block: the element that makes it and the block it leads to. */
export interface OutboundLink {
  elementId: string | undefined;
  sourceType: string;
  target: string;
}

/**
 * Where a block's elements lead: button targets and their redirect_to, list rows, redirections,
 * a condition's two blocks and a split's branches (the links panel's 'Sortants', the map's edges). Used for the links panel, the save check and block deletion.
 */
export function outboundLinks(flow: readonly unknown[]): OutboundLink[] {
  const links: OutboundLink[] = [];
  for (const element of flow) {
    if (!isRecord(element) || typeof element.type !== 'string') continue;
    const add = (target: unknown) => {
      if (typeof target === 'string' && target !== '') {
        links.push({
          elementId: typeof element.id_element === 'string' ? element.id_element : undefined,
          sourceType: String(element.type),
          target,
        });
      }
    };
    if (Array.isArray(element.buttons)) {
      for (const button of element.buttons) {
        if (!isRecord(button)) continue;
        add(button.id);
        add(parsePayload(typeof button.payload === 'string' ? button.payload : undefined).redirectTo);
      }
    }
    if (element.type === 'redirection') add(element.redirection_block);
    if (element.type === 'condition') {
      add(element.true_block);
      add(element.false_block);
    }
    if (element.type === 'split' && Array.isArray(element.branches))
      for (const branch of element.branches) if (isRecord(branch)) add(branch.block);
    const sections =
      isRecord(element.interactive) && isRecord(element.interactive.action)
        ? element.interactive.action.sections
        : undefined;
    if (Array.isArray(sections)) {
      for (const section of sections) {
        if (isRecord(section) && Array.isArray(section.rows))
          for (const row of section.rows) if (isRecord(row)) add(row.id);
      }
    }
  }
  return links;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
