import type { ElementType } from '@griot/contract/flows/flowConstants';
import { ELEMENT_TYPES } from '@griot/contract/flows/flowConstants';
import type { IncompleteElement } from '@griot/contract/flows/flowSchemas';
import { messages } from '@griot/contract/messages';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { elementLabel } from '../elements/elementTexts';
import { flowTexts } from '../flowTexts';

/**
 * What the save said is missing: the block is kept as a draft, and these elements are left out of
 * every conversation until they are complete.
 */
export function DraftNotice({ incomplete }: { incomplete: readonly IncompleteElement[] }) {
  const t = useTexts(flowTexts);
  if (incomplete.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={messages.flows.savedIncomplete({ count: incomplete.length })}
    >
      <List size="sm">
        {incomplete.map((entry) => (
          <List.Item key={entry.position}>
            {t.incomplete.element({
              position: entry.position,
              label: labelOf(entry.type),
              problems: entry.problems.join(' '),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function labelOf(type: string): string {
  const known: ElementType | undefined = ELEMENT_TYPES.find((candidate) => candidate === type);
  return known ? elementLabel(known) : type;
}
