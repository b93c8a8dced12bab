import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { ActionIcon, Button, Group, NumberInput, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import type { BlockDirectory } from '../../../block/blockDirectory';
import { BlockSelect } from '../BlockSelect';
import type { ElementOf, TypedEditorProps } from '../elementOf';
import { logicTexts } from './logicTexts';
import { SplitBar } from './SplitBar';
import { splitShares } from './splitShares';
import { useRowKeys } from './useRowKeys';

type Branch = ElementOf<'split'>['branches'][number];

interface SplitEditorProps extends TypedEditorProps<'split'> {
  directory: BlockDirectory;
  currentBlock: string;
}

/** 'Test A/B': 2 to 4 branches, each a block and a weight, and the split they make. */
export function SplitEditor({ element, onChange, directory, currentBlock }: SplitEditorProps) {
  const t = useTexts(logicTexts).split;
  const branches = element.branches;
  const rows = useRowKeys(branches.length);
  const shares = splitShares(branches.map((branch) => branch.weight));
  const setBranch = (index: number, branch: Branch) =>
    onChange({
      ...element,
      branches: branches.map((current, position) => (position === index ? branch : current)),
    });
  const canRemove = branches.length > FLOW_LIMITS.splitBranchesMin;
  const full = branches.length >= FLOW_LIMITS.splitBranchesMax;
  return (
    <Stack gap="xs">
      <SplitBar shares={shares} />
      <Text size="xs" c="dimmed">
        {t.sticky}
      </Text>
      {branches.map((branch, index) => {
        const position = index + 1;
        return (
          <Paper key={rows.keys[index]} withBorder p="xs" role="group" aria-label={t.branch({ position })}>
            <Group align="flex-end" gap="xs" wrap="wrap">
              <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
                <BlockSelect
                  label={t.branch({ position })}
                  value={branch.block || null}
                  directory={directory}
                  exclude={currentBlock}
                  onChange={(block) => setBranch(index, { ...branch, block })}
                />
              </div>
              <WeightInput
                position={position}
                weight={branch.weight}
                share={shares[index] ?? 0}
                onCommit={(weight) => setBranch(index, { ...branch, weight })}
              />
              {canRemove && (
                <Tooltip label={t.removeBranch({ position })} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t.removeBranch({ position })}
                    onClick={() => {
                      rows.removed(index);
                      onChange({ ...element, branches: branches.filter((_, other) => other !== index) });
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Paper>
        );
      })}
      <Group justify="space-between">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={full}
          onClick={() => {
            rows.added();
            // The last branch's weight: equal weights stay an even split.
            const weight = branches[branches.length - 1]?.weight ?? 50;
            onChange({ ...element, branches: [...branches, { block: '', weight }] });
          }}
        >
          {t.addBranch}
        </Button>
        <Text size="xs" c="dimmed">
          {t.branches({ count: branches.length, max: FLOW_LIMITS.splitBranchesMax })}
        </Text>
      </Group>
    </Stack>
  );
}

interface WeightInputProps {
  position: number;
  weight: number;
  share: number;
  onCommit: (weight: number) => void;
}

/** A branch's weight, 1 to 100, saved on blur or Enter; its share of the total beside it. */
function WeightInput({ position, weight, share, onCommit }: WeightInputProps) {
  const t = useTexts(logicTexts).split;
  const [draft, setDraft] = useState<string | number>(weight);
  // A weight changed elsewhere (a revision restored) shows at once.
  useEffect(() => setDraft(weight), [weight]);
  const commit = () => {
    const next = typeof draft === 'number' ? draft : Number.parseInt(draft, 10);
    // An empty or out-of-range weight goes back to the saved one: the schema takes 1 to 100.
    if (!Number.isFinite(next) || next < 1 || next > FLOW_LIMITS.splitWeightMax) return setDraft(weight);
    if (next !== weight) onCommit(next);
  };
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <NumberInput
        label={t.weight}
        aria-label={t.weightOf({ position })}
        w={88}
        min={1}
        max={FLOW_LIMITS.splitWeightMax}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={draft}
        onChange={setDraft}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') setDraft(weight);
        }}
      />
      <Text size="sm" fw={600} w={48} ta="right" pb={8} aria-live="polite">
        {t.share({ percent: share })}
      </Text>
    </Group>
  );
}
