import { ActionIcon, Box, Button, Drawer, Group, Paper, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconListDetails, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { conversationTexts } from '../../../components/chat/conversationTexts';
import { commonTexts } from '../../../components/commonTexts';
import { SMALL_SCREEN_QUERY } from '../../../components/smallScreen';
import { useTexts } from '../../../lib/i18n/useTexts';
import { CreateBlockModal } from '../block/CreateBlockModal';
import { PlaygroundSidebar } from '../block/PlaygroundSidebar';
import { flowTexts } from '../flowTexts';
import { MapScreen, MapToggle, useMapView } from '../map/MapEntry';
import { SimulatorDrawer } from '../simulator/SimulatorDrawer';
import { BlockWorkspace } from './BlockWorkspace';
import { EmptyWorkspace } from './EmptyWorkspace';
import { PlaygroundStatsProvider } from './stats/PlaygroundStats';
import { StatsBar } from './stats/StatsBar';
import { StatsToggle } from './stats/StatsToggle';
import { useConnectivityNotices } from './useConnectivityNotices';
import { usePlaygroundActions } from './usePlaygroundActions';
import { usePlaygroundData } from './usePlaygroundData';

/**
 * The flow editor at /dashboard/chatbots/:idchatbot/playground[/:idblock]: the
 * block list on the left, the selected block's editor on the right (on a phone, one at a time).
 */
export function PlaygroundPage() {
  const { idchatbot: chatbotId = '', idblock } = useParams();
  const t = useTexts(flowTexts);
  const common = useTexts(commonTexts);
  const chat = useTexts(conversationTexts);
  const data = usePlaygroundData(chatbotId);
  const { shown, open, select, back } = usePlaygroundActions(chatbotId, idblock);
  // 'Vue d'ensemble' (?vue=carte): the map in place of the editor; a block picked there opens in it.
  const map = useMapView();
  // From the map, a block of the list always opens (a second click on the open one does not close it).
  const pick = map.shown ? open : select;
  const [creating, setCreating] = useState(false);
  const [simulatorOpen, setSimulatorOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const phone = useMediaQuery(SMALL_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  useConnectivityNotices();

  const sidebar = (onPick: (idblock: string) => void, onCreate: () => void) => (
    <PlaygroundSidebar
      chatbotId={chatbotId}
      data={data}
      selected={shown}
      onSelect={onPick}
      onCreate={onCreate}
    />
  );
  const actions = (
    <Group justify="space-between" mb="sm" gap="xs" wrap="nowrap">
      {phone ? (
        // Three buttons do not fit a phone's width with their words: 'Retour' keeps its name, not its text.
        <ActionIcon
          variant="subtle"
          size={36}
          aria-label={common.actions.back}
          title={common.actions.back}
          onClick={back}
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
      ) : (
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={back}>
          {common.actions.back}
        </Button>
      )}
      {/* Statistiques, the map, the simulator (and the block list on a phone): wrapped when narrow. */}
      <Group gap="xs" wrap="wrap" justify="flex-end" miw={0}>
        {phone && shown && (
          <Button
            variant="default"
            leftSection={<IconListDetails size={16} />}
            onClick={() => setListOpen(true)}
          >
            {t.blockList}
          </Button>
        )}
        <StatsToggle compact={phone} />
        <MapToggle view={map} compact={phone} />
        <Button
          variant="light"
          leftSection={<IconPlayerPlay size={16} />}
          onClick={() => setSimulatorOpen(true)}
        >
          {chat.simulator.open}
        </Button>
      </Group>
    </Group>
  );
  const workspace = map.shown ? (
    <MapScreen chatbotId={chatbotId} selected={shown} onOpen={open} />
  ) : shown ? (
    <BlockWorkspace key={shown} chatbotId={chatbotId} idblock={shown} directory={data.directory} />
  ) : (
    <EmptyWorkspace />
  );
  const overlays = (
    <>
      <SimulatorDrawer chatbotId={chatbotId} opened={simulatorOpen} onClose={() => setSimulatorOpen(false)} />
      <CreateBlockModal
        chatbotId={chatbotId}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={open}
      />
    </>
  );

  // A phone has no room for the list beside the editor: with no block chosen the list is the
  // screen itself; once a block is open the editor takes the whole width and the list is a drawer.
  if (phone)
    return (
      <PlaygroundStatsProvider chatbotId={chatbotId}>
        <Box>
          {actions}
          <StatsBar />
          {shown || map.shown ? (
            workspace
          ) : (
            <Paper withBorder p="sm">
              {sidebar(pick, () => setCreating(true))}
            </Paper>
          )}
          <Drawer
            opened={listOpen}
            onClose={() => setListOpen(false)}
            title={t.blockList}
            closeButtonProps={{ 'aria-label': common.actions.close }}
            size="88%"
            padding="sm"
          >
            {sidebar(
              (idblock) => {
                setListOpen(false);
                pick(idblock);
              },
              () => {
                setListOpen(false);
                setCreating(true);
              },
            )}
          </Drawer>
          {overlays}
        </Box>
      </PlaygroundStatsProvider>
    );

  return (
    <PlaygroundStatsProvider chatbotId={chatbotId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Paper withBorder p="sm" w={280} miw={240} style={{ flexShrink: 0, position: 'sticky', top: 16 }}>
          <ScrollArea.Autosize mah="calc(100vh - 120px)" type="auto">
            {sidebar(pick, () => setCreating(true))}
          </ScrollArea.Autosize>
        </Paper>
        <Box flex={1} miw={0} component="main">
          {actions}
          <StatsBar />
          {workspace}
        </Box>
        {overlays}
      </Group>
    </PlaygroundStatsProvider>
  );
}
