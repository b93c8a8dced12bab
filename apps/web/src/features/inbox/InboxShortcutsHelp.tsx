import { Group, Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { inboxTexts } from './inboxTexts';

/**
 * The keyboard shortcuts of the inbox, the conversation pane's included (Alt+R, Alt+A: the pane
 * binds them; the composer's Enter, Shift+Enter and '/'). Opened by '?' or the toolbar's menu.
 */
export function InboxShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTexts(inboxTexts).shortcuts;
  const groups: Array<{ title: string; rows: Array<[ReactNode, string]> }> = [
    {
      title: t.anywhere,
      rows: [
        [<Keys key="j" keys={['J']} />, t.next], // i18n-exempt: a key cap
        [<Keys key="k" keys={['K']} />, t.previous], // i18n-exempt: a key cap
        [<Kbd key="?">?</Kbd>, t.help],
      ],
    },
    {
      title: t.list,
      rows: [
        [
          <Group key="arrows" gap={4} wrap="nowrap">
            <Kbd>↑</Kbd>
            <Kbd>↓</Kbd>
          </Group>,
          t.move,
        ],
        [<Kbd key="enter">{t.keys.enter}</Kbd>, t.open],
      ],
    },
    {
      title: t.conversation,
      rows: [
        [<Keys key="r" keys={['Alt', 'R']} />, t.resolve], // i18n-exempt: key caps
        [<Keys key="a" keys={['Alt', 'A']} />, t.assignToMe], // i18n-exempt: key caps
        [<Kbd key="enter">{t.keys.enter}</Kbd>, t.send],
        [<Keys key="shift" keys={[t.keys.shift, t.keys.enter]} />, t.newLine],
        [<Kbd key="slash">/</Kbd>, t.canned],
      ],
    },
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} centered size="md">
      <Stack gap="md">
        {groups.map((group) => (
          <Fragment key={group.title}>
            <Text fw={700} size="sm">
              {group.title}
            </Text>
            <Table withRowBorders={false} verticalSpacing={4}>
              <Table.Tbody>
                {group.rows.map(([keys, label]) => (
                  <Table.Tr key={label}>
                    <Table.Td w={140}>{keys}</Table.Td>
                    <Table.Td>{label}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Fragment>
        ))}
        <Text size="xs" c="dimmed">
          {t.notInField}
        </Text>
      </Stack>
    </Modal>
  );
}

function Keys({ keys }: { keys: string[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && <span aria-hidden>+</span>}
          <Kbd>{key}</Kbd>
        </Fragment>
      ))}
    </Group>
  );
}
