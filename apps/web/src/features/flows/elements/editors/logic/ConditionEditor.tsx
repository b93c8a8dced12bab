import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import type { ConditionRule } from '@griot/contract/flows/logicElementSchemas';
import { Button, Center, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import type { BlockDirectory } from '../../../block/blockDirectory';
import { BlockSelect } from '../BlockSelect';
import type { TypedEditorProps } from '../elementOf';
import { ConditionRuleFields } from './ConditionRuleFields';
import { emptyRule } from './conditionRules';
import { logicTexts } from './logicTexts';
import { useRowKeys } from './useRowKeys';

interface ConditionEditorProps extends TypedEditorProps<'condition'> {
  directory: BlockDirectory;
  currentBlock: string;
}

/**
 * 'Condition': its rules (10 at most) joined by ET / OU, the block it leads to when they hold and,
 * otherwise, another block or the next element.
 */
export function ConditionEditor({ element, onChange, directory, currentBlock }: ConditionEditorProps) {
  const t = useTexts(logicTexts).condition;
  const rules = element.rules;
  const setRules = (next: ConditionRule[]) => onChange({ ...element, rules: next });
  const full = rules.length >= FLOW_LIMITS.conditionRules;
  const rows = useRowKeys(rules.length);
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t.rules({ count: rules.length, max: FLOW_LIMITS.conditionRules })}
      </Text>
      {rules.map((rule, index) => (
        <Fragment key={rows.keys[index]}>
          {index > 0 && (
            <Center>
              {/* One join for all the rules: each separator shows it and changes it. */}
              <SegmentedControl
                size="xs"
                aria-label={t.join}
                value={element.join}
                data={[
                  { value: 'and', label: t.and },
                  { value: 'or', label: t.or },
                ]}
                onChange={(join) => onChange({ ...element, join: join === 'or' ? 'or' : 'and' })}
              />
            </Center>
          )}
          <ConditionRuleFields
            rule={rule}
            position={index + 1}
            onRemove={
              rules.length > 1
                ? () => {
                    rows.removed(index);
                    setRules(rules.filter((_, position) => position !== index));
                  }
                : undefined
            }
            onChange={(next) =>
              setRules(rules.map((current, position) => (position === index ? next : current)))
            }
          />
        </Fragment>
      ))}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} />}
        disabled={full}
        title={full ? t.maxRules : undefined}
        onClick={() => {
          rows.added();
          setRules([...rules, emptyRule()]);
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {t.addRule}
      </Button>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <BlockSelect
          label={t.trueBlock}
          value={element.true_block || null}
          directory={directory}
          exclude={currentBlock}
          onChange={(true_block) => onChange({ ...element, true_block })}
        />
        <BlockSelect
          label={t.falseBlock}
          value={element.false_block || null}
          directory={directory}
          exclude={currentBlock}
          noneLabel={t.next}
          onChange={(false_block) => onChange({ ...element, false_block })}
          onClear={() => {
            const { false_block: _dropped, ...rest } = element;
            onChange(rest);
          }}
        />
      </SimpleGrid>
    </Stack>
  );
}
