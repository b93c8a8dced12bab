import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import {
  Avatar,
  Combobox,
  Group,
  Loader,
  Text,
  UnstyledButton,
  useCombobox,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconSelector, IconSettings } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { useSessionUser } from '../../lib/sessionStore';
import { CreateWorkspaceModal } from './CreateWorkspaceModal';
import { useSwitchWorkspace } from './useWorkspaceActions';
import { WorkspaceOption } from './WorkspaceOption';
import { WorkspaceSettingsModal } from './WorkspaceSettingsModal';
import classes from './WorkspaceSwitcher.module.css';
import { useWorkspaceList } from './workspaceQueries';
import { matchWorkspaces } from './workspaceSearch';
import { workspacesTexts } from './workspacesTexts';

const CREATE = '__create__';
const SETTINGS = '__settings__';

/**
 * The shell's workspace switcher, always in view: the session's workspace and the person's role
 * there; its list is searched as one types (arrows and Enter pick), with each workspace's role and
 * a 'Client' badge for a provider's client workspaces, then 'Créer un espace de travail' and the
 * workspace's settings. `fullWidth`: the phone's bar under the header.
 */
export function WorkspaceSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useTexts(workspacesTexts).switcher;
  const roles = useTexts(workspaceMessages).roles;
  const current = useSessionUser()?.workspace ?? null;
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const combobox = useCombobox({
    onDropdownOpen: () => combobox.focusSearchInput(),
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
  });
  const list = useWorkspaceList(combobox.dropdownOpened);
  const switchTo = useSwitchWorkspace();
  const shown = matchWorkspaces(list.data?.workspaces ?? [], search);

  // The first match is picked as one types, so Enter opens it at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the options shown change
  useEffect(() => {
    if (combobox.dropdownOpened && search) combobox.selectFirstOption();
  }, [search, list.data, combobox.dropdownOpened]);

  function pick(value: string) {
    combobox.closeDropdown();
    if (value === CREATE) setCreating(true);
    else if (value === SETTINGS) setSettingsOpen(true);
    else if (value !== current?.id) switchTo.mutate({ id: value });
  }

  return (
    <>
      <Combobox
        store={combobox}
        onOptionSubmit={pick}
        width={fullWidth ? 'target' : 340}
        position="bottom-start"
        shadow="md"
      >
        <Combobox.Target withAriaAttributes={false}>
          <UnstyledButton
            className={classes.target}
            data-full-width={fullWidth || undefined}
            onClick={() => combobox.toggleDropdown()}
            aria-haspopup="listbox"
            aria-expanded={combobox.dropdownOpened}
          >
            <Group gap="xs" wrap="nowrap">
              <Avatar name={current?.name ?? ''} color="initials" radius="md" size={32} aria-hidden />
              <div className={classes.names}>
                <Text size="sm" fw={700} truncate>
                  {current?.name ?? t.none}
                </Text>
                {current && (
                  <Text size="xs" c="dimmed" truncate>
                    {roles[current.role]}
                  </Text>
                )}
              </div>
              <VisuallyHidden>{t.open}</VisuallyHidden>
              {switchTo.isPending ? <Loader size={14} /> : <IconSelector size={16} aria-hidden />}
            </Group>
          </UnstyledButton>
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Search
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder={t.searchPlaceholder}
            aria-label={t.searchLabel}
          />
          <Combobox.Options mah={380} style={{ overflowY: 'auto' }} aria-label={t.listLabel}>
            <Combobox.Group label={t.listLabel}>
              {list.isPending ? (
                // Closed, the list is not asked for: no loading text waits in the hidden dropdown.
                combobox.dropdownOpened && (
                  <Combobox.Empty>
                    <Group gap="xs" justify="center">
                      <Loader size={14} />
                      {t.loading}
                    </Group>
                  </Combobox.Empty>
                )
              ) : list.isError ? (
                <Combobox.Empty>{t.loadFailed}</Combobox.Empty>
              ) : shown.length === 0 ? (
                <Combobox.Empty>{t.noMatch({ query: search.trim() })}</Combobox.Empty>
              ) : (
                shown.map((workspace) => (
                  <WorkspaceOption
                    key={workspace.id}
                    workspace={workspace}
                    current={workspace.id === current?.id}
                  />
                ))
              )}
            </Combobox.Group>
            <Combobox.Group className={classes.actions}>
              <Combobox.Option value={CREATE} className={classes.option}>
                <Group gap="sm" wrap="nowrap">
                  <IconPlus size={16} aria-hidden />
                  <Text size="sm">{t.create}</Text>
                </Group>
              </Combobox.Option>
              {current && (
                <Combobox.Option value={SETTINGS} className={classes.option}>
                  <Group gap="sm" wrap="nowrap">
                    <IconSettings size={16} aria-hidden />
                    <Text size="sm">{t.settings}</Text>
                  </Group>
                </Combobox.Option>
              )}
            </Combobox.Group>
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <CreateWorkspaceModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(workspaceId) => switchTo.mutate({ id: workspaceId })}
      />
      <WorkspaceSettingsModal
        workspace={settingsOpen ? current : null}
        onClose={() => setSettingsOpen(false)}
      />
    </>
  );
}
