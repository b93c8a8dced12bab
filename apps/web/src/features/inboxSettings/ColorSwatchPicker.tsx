import { LABEL_COLORS } from '@griot/contract/inbox/inboxSchemas';
import { CheckIcon, ColorSwatch, Group, Input, Tooltip } from '@mantine/core';
import { useId } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import classes from './ColorSwatchPicker.module.css';
import { inboxSettingsTexts } from './inboxSettingsTexts';

type LabelColor = (typeof LABEL_COLORS)[number];

/**
 * The label colours as swatches, one radio each (arrow keys move between them, as a radio group
 * does); Mantine's palette names, so a label reads well in light and dark.
 */
export function ColorSwatchPicker({
  value,
  onChange,
  error,
}: {
  value: LabelColor;
  onChange: (color: LabelColor) => void;
  error?: string;
}) {
  const t = useTexts(inboxSettingsTexts).labels;
  const name = useId();
  return (
    <Input.Wrapper
      label={t.modal.color}
      error={error}
      component="fieldset"
      style={{ border: 0, padding: 0, margin: 0 }}
    >
      <Group gap={8} mt={6} role="radiogroup" aria-label={t.modal.color}>
        {LABEL_COLORS.map((color) => (
          <Tooltip key={color} label={t.colors[color]}>
            <label className={classes.option}>
              <input
                type="radio"
                name={name}
                value={color}
                checked={value === color}
                onChange={() => onChange(color)}
                aria-label={t.colors[color]}
                className={classes.radio}
              />
              <ColorSwatch
                component="span"
                color={`var(--mantine-color-${color}-6)`}
                size={28}
                c="white"
                className={classes.swatch}
                data-checked={value === color || undefined}
              >
                {value === color && <CheckIcon width={12} />}
              </ColorSwatch>
            </label>
          </Tooltip>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
