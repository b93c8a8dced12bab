import { elementProblems } from '@griot/contract/flows/elementProblems';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { ActionIcon, Badge, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { type BlockDirectory, targetName } from '../block/blockDirectory';
import { ElementStats } from '../playground/stats/ElementStats';
import classes from './ElementCard.module.css';
import { ElementEditor } from './ElementEditor';
import { ElementTypeIcon } from './ElementTypeIcon';
import type { ElementChange } from './editors/elementOf';
import { elementSummary } from './elementSummary';
import { elementLabel, elementTexts } from './elementTexts';
import { IncompleteMark } from './IncompleteMark';
import { RefusalMark } from './SaveRefusalAlert';

interface ElementCardProps {
  chatbotId: string;
  currentBlock: string;
  element: FlowElement;
  position: number;
  count: number;
  directory: BlockDirectory;
  onChange: (change: ElementChange) => void;
  /** Stable handlers taking the element's key: they read the latest list when called. */
  onRemove: (key: string) => void;
  onDuplicate: (key: string) => void;
  onMove: (key: string, offset: -1 | 1) => void;
  itemKey: string;
  dragHandle: React.ReactNode;
  /** Why the server refused the last save, when it is about this element. */
  refusal?: string | undefined;
}

/**
 * One element: its type, a summary, its editor and the remove/duplicate/move actions. Memoised on
 * what it shows: moving one element of 200 re-renders two cards, not all of them. The drag
 * handle is left out of the comparison: it only changes with the position, compared already.
 */
export const ElementCard = memo(function ElementCard(props: ElementCardProps) {
  const { element, position, count, directory } = props;
  const t = useTexts(elementTexts).card;
  const common = useTexts(commonTexts);
  const label = elementLabel(element.type);
  const nameOf = (idblock: string) => targetName(directory, idblock);
  const action = (
    name: string,
    ariaLabel: string,
    icon: React.ReactNode,
    onClick: () => void,
    data: string,
    disabled = false,
  ) => (
    <Tooltip label={name} withArrow>
      <ActionIcon
        variant="subtle"
        color={data === 'remove' ? 'red' : 'gray'}
        aria-label={ariaLabel}
        data-action={data}
        className={classes.action}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Paper withBorder p="sm" aria-label={t.name({ label, position })} component="article">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {props.dragHandle}
          {/* The type stays readable on a phone; the summary beside it gives way first. */}
          <Badge
            variant="light"
            leftSection={<ElementTypeIcon type={element.type} size={12} />}
            style={{ flexShrink: 0 }}
          >
            {position}. {label}
          </Badge>
          <Text size="sm" c="dimmed" truncate className={classes.summary}>
            {elementSummary(element, nameOf)}
          </Text>
        </Group>
        <Group gap={2} wrap="nowrap">
          {action(
            t.moveUp,
            t.moveUpElement({ position }),
            <IconArrowUp size={16} />,
            () => props.onMove(props.itemKey, -1),
            'up',
            position === 1,
          )}
          {action(
            t.moveDown,
            t.moveDownElement({ position }),
            <IconArrowDown size={16} />,
            () => props.onMove(props.itemKey, 1),
            'down',
            position === count,
          )}
          {action(
            t.duplicate,
            t.duplicateElement({ position }),
            <IconCopy size={16} />,
            () => props.onDuplicate(props.itemKey),
            'duplicate',
          )}
          {action(
            common.actions.delete,
            t.removeElement({ position }),
            <IconTrash size={16} />,
            () => props.onRemove(props.itemKey),
            'remove',
          )}
        </Group>
      </Group>
      <RefusalMark message={props.refusal} />
      <IncompleteMark problems={elementProblems(element)} />
      <ElementStats idblock={props.currentBlock} elementId={element.id_element} />
      <ElementEditor
        chatbotId={props.chatbotId}
        currentBlock={props.currentBlock}
        element={element}
        directory={directory}
        onChange={props.onChange}
      />
    </Paper>
  );
}, sameCard);

function sameCard(before: ElementCardProps, after: ElementCardProps): boolean {
  return (
    before.element === after.element &&
    before.position === after.position &&
    before.count === after.count &&
    before.directory === after.directory &&
    before.chatbotId === after.chatbotId &&
    before.currentBlock === after.currentBlock &&
    before.itemKey === after.itemKey &&
    before.onChange === after.onChange &&
    before.refusal === after.refusal
  );
}
