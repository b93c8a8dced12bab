import { outboundLinks } from '@griot/contract/flows/flowLinks';
import { parsePayload } from '@griot/contract/flows/flowPayload';
import type { LinkLabel } from './mapTypes';

/** One link of a block, with what makes it. */
export interface LabelledLink {
  target: string;
  label: LinkLabel;
}

/**
 * Where a block's elements lead, each link with what the map writes on its edge: a button's or a
 * list row's title, 'Si vrai' / 'Sinon', a branch's share, 'Redirection'. `outboundLinks` (the
 * links panel's and the save check's list) stays the reference: a link it finds that is not read
 * here still becomes an edge, labelled by its element's type.
 *
 * A button whose payload has a redirect_to leads there and not to its own target: the engine
 * follows redirect_to first (handleUserInput's applyChoice), so the map draws the road taken.
 */
export function blockLinks(flow: readonly unknown[]): LabelledLink[] {
  const links: LabelledLink[] = [];
  for (const element of flow) {
    if (!isRecord(element)) continue;
    const own = elementLinks(element);
    const known = new Set([...own.links.map((link) => link.target), ...own.bypassed]);
    links.push(...own.links);
    for (const link of outboundLinks([element]))
      if (!known.has(link.target)) {
        known.add(link.target);
        links.push({ target: link.target, label: { kind: 'other', sourceType: link.sourceType } });
      }
  }
  return links;
}

function elementLinks(element: Record<string, unknown>): { links: LabelledLink[]; bypassed: string[] } {
  const links: LabelledLink[] = [];
  const bypassed: string[] = [];
  const add = (target: unknown, label: LinkLabel) => {
    // As outboundLinks reads them: any non-empty text, so both lists name a target alike.
    if (typeof target === 'string' && target !== '') links.push({ target, label });
  };
  switch (element.type) {
    case 'text_button':
      for (const button of records(element.buttons)) {
        const title = text(button.title);
        const redirect = parsePayload(
          typeof button.payload === 'string' ? button.payload : undefined,
        ).redirectTo;
        if (redirect && typeof button.id === 'string') bypassed.push(button.id);
        add(redirect ?? button.id, { kind: 'button', title });
      }
      break;
    case 'list': {
      const interactive = isRecord(element.interactive) ? element.interactive : {};
      const action = isRecord(interactive.action) ? interactive.action : {};
      for (const section of records(action.sections))
        for (const row of records(section.rows)) add(row.id, { kind: 'listRow', title: text(row.title) });
      break;
    }
    case 'redirection':
      add(element.redirection_block, { kind: 'redirection' });
      break;
    case 'condition':
      add(element.true_block, { kind: 'conditionTrue' });
      add(element.false_block, { kind: 'conditionFalse' });
      break;
    case 'split': {
      const branches = records(element.branches);
      const total = branches.reduce((sum, branch) => sum + weight(branch.weight), 0);
      for (const branch of branches) {
        const percent = total > 0 ? Math.round((weight(branch.weight) / total) * 100) : 0;
        add(branch.block, { kind: 'split', percent });
      }
      break;
    }
  }
  return { links, bypassed };
}

function weight(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
