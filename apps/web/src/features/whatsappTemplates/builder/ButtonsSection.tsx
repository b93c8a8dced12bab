import type { TemplateButton } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { Button, Input, Menu, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import { BUTTON_ICONS, ButtonEditor } from './ButtonEditor';
import type { SectionProps } from './builderProps';

type Kind = 'QUICK_REPLY' | 'URL' | 'PHONE_NUMBER' | 'COPY_CODE';
/** Meta's limits per kind of button (10 in all). */
const MAX: Record<Kind, number> = { QUICK_REPLY: 10, URL: 2, PHONE_NUMBER: 1, COPY_CODE: 1 };

function newButton(kind: Kind): TemplateButton {
  if (kind === 'URL') return { type: 'URL', text: '', url: '', example: '' };
  if (kind === 'PHONE_NUMBER') return { type: 'PHONE_NUMBER', text: '', phone_number: '' };
  if (kind === 'COPY_CODE') return { type: 'COPY_CODE', example: '' };
  return { type: 'QUICK_REPLY', text: '' };
}

/** Quick replies, links (a variable at the end, with an example), a phone call, a code to copy. */
export function ButtonsSection({ draft, change, errors }: SectionProps) {
  const { builder: b } = useTexts(whatsappTemplatesTexts);
  const labels: Record<Kind, string> = {
    QUICK_REPLY: b.quickReply,
    URL: b.url,
    PHONE_NUMBER: b.phone,
    COPY_CODE: b.copyCode,
  };
  const count = (kind: Kind) => draft.buttons.filter((button) => button.type === kind).length;
  const canAdd = (kind: Kind) =>
    draft.buttons.length < 10 &&
    count(kind) < MAX[kind] &&
    (kind !== 'COPY_CODE' || draft.category === 'MARKETING');
  const update = (index: number, patch: Partial<TemplateButton>) =>
    change({
      buttons: draft.buttons.map((button, at) =>
        at === index ? ({ ...button, ...patch } as TemplateButton) : button,
      ),
    });
  const remove = (index: number) => change({ buttons: draft.buttons.filter((_, at) => at !== index) });

  return (
    <Input.Wrapper label={b.buttons} description={b.buttonsHelp} error={errors.buttons}>
      <Stack gap="xs" mt={6}>
        {draft.buttons.map((button, index) =>
          button.type === 'OTP' ? null : (
            <ButtonEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id; their place is what the owner sees.
              key={index}
              button={button}
              index={index}
              errors={errors}
              label={labels[button.type]}
              onChange={(patch) => update(index, patch)}
              onRemove={() => remove(index)}
            />
          ),
        )}
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={draft.buttons.length >= 10}
              style={{ alignSelf: 'flex-start' }}
            >
              {b.addButton}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {(Object.keys(MAX) as Kind[]).map((kind) => {
              const Icon = BUTTON_ICONS[kind];
              return (
                <Menu.Item
                  key={kind}
                  leftSection={<Icon size={16} aria-hidden />}
                  disabled={!canAdd(kind)}
                  onClick={() => change({ buttons: [...draft.buttons, newButton(kind)] })}
                >
                  {labels[kind]}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      </Stack>
    </Input.Wrapper>
  );
}
