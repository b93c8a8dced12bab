import { inboxMessages } from '@griot/contract/inbox/inboxMessages';
import type { InboxConversation, InboxMember } from '@griot/contract/inbox/inboxSchemas';
import { Avatar, Button, Combobox, Group, Text, useCombobox, VisuallyHidden } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { useSessionUser } from '../../lib/sessionStore';
import classes from './InboxConversation.module.css';
import { membersOptions } from './inboxConversationQueries';
import { inboxConversationTexts } from './inboxConversationTexts';

/** The option that unassigns (a member id is a uuid: it can never be this). */
const NOBODY = 'nobody';

interface AssigneePickerProps {
  conversation: InboxConversation;
  onAssign: (userId: string | null) => void;
  busy: boolean;
}

/** Who handles the conversation: me, nobody, or a member (available or away, and how many they hold). */
export function AssigneePicker({ conversation, onAssign, busy }: AssigneePickerProps) {
  const t = useTexts(inboxConversationTexts).assign;
  const availability = useTexts(inboxMessages).availability;
  const me = useSessionUser()?.id;
  const members = useQuery(membersOptions());
  const [search, setSearch] = useState('');
  const store = useCombobox({
    onDropdownClose: () => {
      store.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => store.focusSearchInput(),
  });
  const assignee = conversation.assignee;
  const wanted = search.trim().toLowerCase();
  const shown = (members.data?.members ?? []).filter((member) => member.name.toLowerCase().includes(wanted));

  const memberOption = (member: InboxMember) => (
    <Combobox.Option value={member.id} key={member.id} active={member.id === assignee?.id}>
      <Group gap="xs" wrap="nowrap">
        <span
          className={classes.dot}
          style={{
            background:
              member.availability === 'available'
                ? 'var(--mantine-color-green-6)'
                : 'var(--mantine-color-gray-5)',
          }}
          aria-hidden
        />
        <Text size="sm" truncate flex={1}>
          {member.id === me ? t.you({ name: member.name }) : member.name}
          <VisuallyHidden> ({availability[member.availability]})</VisuallyHidden>
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t.openCount({ count: member.open_count })}
        </Text>
      </Group>
    </Combobox.Option>
  );

  return (
    <Combobox
      store={store}
      width={290}
      position="bottom-end"
      withinPortal
      onOptionSubmit={(value) => {
        store.closeDropdown();
        const userId = value === NOBODY ? null : value;
        if (userId !== (assignee?.id ?? null)) onAssign(userId);
      }}
    >
      <Combobox.Target>
        <Button
          size="xs"
          variant="default"
          loading={busy}
          title={t.buttonTitle}
          leftSection={
            assignee ? (
              <Avatar size={18} name={assignee.name} color="initials" aria-hidden />
            ) : (
              <IconUserPlus size={14} aria-hidden />
            )
          }
          rightSection={<Combobox.Chevron />}
          onClick={() => store.toggleDropdown()}
        >
          {assignee ? (
            <Text span size="xs" fw={600} truncate maw={130} display="block">
              {assignee.name}
            </Text>
          ) : (
            t.button
          )}
        </Button>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t.search}
          aria-label={t.search}
        />
        <Combobox.Options mah={300} style={{ overflowY: 'auto' }}>
          {me && assignee?.id !== me && !wanted && (
            <Combobox.Option value={me}>
              <Text size="sm" fw={600}>
                {t.toMe}
              </Text>
            </Combobox.Option>
          )}
          {assignee && !wanted && (
            <Combobox.Option value={NOBODY}>
              <Text size="sm">{t.nobody}</Text>
            </Combobox.Option>
          )}
          <Combobox.Group label={t.members}>{shown.map(memberOption)}</Combobox.Group>
          {members.isError && <Combobox.Empty>{t.loadFailed}</Combobox.Empty>}
          {members.isSuccess && shown.length === 0 && <Combobox.Empty>{t.noMember}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
