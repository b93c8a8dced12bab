import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { Button, Group, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../../../lib/i18n/useTexts';
import { elementTexts } from '../elementTexts';
import { delaySeconds } from './delaySeconds';
import type { TypedEditorProps } from './elementOf';

const PRESETS = [1, 2, 3, 4, 5];

/** The pause, 1 to 5 s in 0.1 steps, with presets; stored as a string in `timmer`. */
export function DelayEditor({ element, onChange }: TypedEditorProps<'delay'>) {
  const t = useTexts(elementTexts).delay;
  const stored = delaySeconds(element.timmer);
  const [dragging, setDragging] = useState<number | null>(null);
  const save = (seconds: number) => {
    setDragging(null);
    const value = String(delaySeconds(String(seconds)));
    if (value !== element.timmer) onChange({ ...element, timmer: value });
  };
  return (
    <Stack gap="xs">
      <Text size="sm" id={`delay-label-${element.id_element ?? ''}`}>
        {t.current({ seconds: dragging ?? stored })}
      </Text>
      <Slider
        min={FLOW_LIMITS.delayMin}
        max={FLOW_LIMITS.delayMax}
        step={0.1}
        value={dragging ?? stored}
        onChange={setDragging}
        onChangeEnd={save}
        label={(value) => t.seconds({ seconds: value.toFixed(1) })}
        thumbLabel={t.thumb}
        marks={PRESETS.map((value) => ({ value, label: t.seconds({ seconds: value }) }))}
        mb="md"
      />
      <Group gap={4} mt="xs">
        {PRESETS.map((value) => (
          <Button
            key={value}
            size="compact-xs"
            variant={stored === value ? 'filled' : 'default'}
            onClick={() => save(value)}
          >
            {t.seconds({ seconds: value })}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
