import { Button, Menu, Text } from '@mantine/core';
import { IconAlarmSnooze, IconCalendarEvent, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { formatNumericDateTime } from '../../lib/displayLocale';
import { useTexts } from '../../lib/i18n/useTexts';
import { inboxConversationTexts } from './inboxConversationTexts';
import { compactSection, ShownFromSmall } from './ShownFromSmall';
import { SnoozeDateModal } from './SnoozeDateModal';
import { snoozeChoices } from './snoozeTimes';

interface SnoozeMenuProps {
  onSnooze: (until: Date) => void;
  busy: boolean;
}

/** 'Répondre plus tard': ready-made moments with the date they mean, or a date of one's own. */
export function SnoozeMenu({ onSnooze, busy }: SnoozeMenuProps) {
  const t = useTexts(inboxConversationTexts).snooze;
  const [picking, setPicking] = useState(false);
  // Computed when the menu opens, so '1 heure' is an hour from the click.
  const [choices, setChoices] = useState(() => snoozeChoices());
  const items = [
    { label: t.inOneHour, at: choices.inOneHour },
    { label: t.inThreeHours, at: choices.inThreeHours },
    { label: t.tomorrow, at: choices.tomorrow },
    { label: t.monday, at: choices.monday },
  ];

  return (
    <>
      <Menu position="bottom-end" width={260} onOpen={() => setChoices(snoozeChoices())}>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            loading={busy}
            aria-label={t.button}
            leftSection={<IconAlarmSnooze size={14} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            styles={compactSection}
          >
            <ShownFromSmall>{t.button}</ShownFromSmall>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {items.map((item) => (
            <Menu.Item
              key={item.label}
              onClick={() => onSnooze(item.at)}
              rightSection={
                <Text size="xs" c="dimmed">
                  {formatNumericDateTime(item.at)}
                </Text>
              }
            >
              {item.label}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconCalendarEvent size={14} aria-hidden />}
            onClick={() => setPicking(true)}
          >
            {t.pick}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* Mounted when asked, so its default (tomorrow 9:00) is tomorrow's of that moment. */}
      {picking && (
        <SnoozeDateModal
          opened
          onClose={() => setPicking(false)}
          onSnooze={(until) => {
            setPicking(false);
            onSnooze(until);
          }}
        />
      )}
    </>
  );
}
