import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { outboundLinks } from '@griot/contract/flows/flowLinks';
import type { Block } from '@griot/contract/flows/flowSchemas';
import { Badge, Collapse, Group, Paper, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useId, useMemo, useState } from 'react';
import { SMALL_SCREEN_QUERY } from '../../../components/smallScreen';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import type { BlockDirectory } from '../block/blockDirectory';
import { blockKind, targetName } from '../block/blockDirectory';
import { flowTexts } from '../flowTexts';
import { decisionSources } from './decisionSources';
import type { LinkBadge } from './LinkBadges';
import { LinkBadges } from './LinkBadges';
import { linkStatus } from './linkStatus';
import { sourceTypeLabel } from './sourceTypeLabel';

interface LinksCardProps {
  chatbotId: string;
  block: Block;
  flow: FlowElement[];
  directory: BlockDirectory;
}

const STATUS_COLORS = {
  loading: 'gray',
  isolated: 'orange',
  connected: 'teal',
  connectedPlus: 'green',
} as const;

/** The 'Liens' card: which blocks lead here (server) and where this block leads (its own elements). */
/**
 * Re-rendered only when what it shows can change: a reorder or a text edit keeps the same links,
 * and on a 200-element block that render was a good part of each keystroke's cost.
 */
export const LinksCard = memo(
  LinksCardView,
  (before, after) =>
    before.chatbotId === after.chatbotId &&
    before.block === after.block &&
    before.directory === after.directory &&
    linksSignature(before.flow) === linksSignature(after.flow),
);

function linksSignature(flow: FlowElement[]): string {
  const links = outboundLinks(flow)
    .map((link) => `${link.target}:${link.sourceType}`)
    .join('|');
  // A condition's sides and a split's weights change the badges' words, not the targets.
  return `${links}#${JSON.stringify([...decisionSources(flow)])}`;
}

function LinksCardView({ chatbotId, block, flow, directory }: LinksCardProps) {
  // Open by default, but closed on a phone, where it would push the elements off the first screen.
  const t = useTexts(flowTexts).links;
  const [open, setOpen] = useState(() => !window.matchMedia(SMALL_SCREEN_QUERY).matches);
  const [filter, setFilter] = useState('');
  const bodyId = useId();
  const inbound = useQuery(
    orpc.flows.inbound.queryOptions({
      input: { idchatbot: chatbotId, idblock: block.idblock, kind: blockKind(block.type) },
      retry: 1,
    }),
  );
  const inboundBadges: LinkBadge[] = (inbound.data?.match_previous ?? [])
    .map((link) => ({
      key: `in-${link.idblock}-${link.sourceType}`,
      target: link.idblock,
      name: link.blockname || link.idblock,
      detail: sourceTypeLabel(directory.byId.get(link.idblock)?.block.type ?? link.sourceType),
    }))
    .map((badge) => (badge.detail === badge.name ? { ...badge, detail: undefined } : badge));
  const outboundBadges: LinkBadge[] = useMemo(() => {
    const seen = new Set<string>();
    const decisions = decisionSources(flow);
    return outboundLinks(flow).flatMap((link) => {
      const key = `out-${link.target}`;
      if (seen.has(key)) return [];
      seen.add(key);
      const detail = decisions.get(link.target)?.join(', ');
      return [{ key, target: link.target, name: targetName(directory, link.target), detail }];
    });
  }, [flow, directory]);
  const status = linkStatus(inboundBadges.length + outboundBadges.length, inbound.isPending);

  return (
    <Paper withBorder p="sm">
      <Group justify="space-between">
        <UnstyledButton
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={bodyId}
        >
          <Group gap={6} fw={600}>
            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            {t.title}
          </Group>
        </UnstyledButton>
        <Badge color={STATUS_COLORS[status]} variant="light">
          {t[status]}
        </Badge>
      </Group>
      <Collapse expanded={open}>
        <div id={bodyId}>
          <TextInput
            mt="sm"
            size="xs"
            placeholder={t.filter}
            aria-label={t.filter}
            leftSection={<IconSearch size={12} />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
          <LinkBadges
            chatbotId={chatbotId}
            title={t.inbound}
            badges={inboundBadges}
            filter={filter}
            loading={inbound.isPending}
            error={inbound.isError ? t.inboundFailed : undefined}
            emptyText={t.noInbound}
            color="grape"
          />
          <LinkBadges
            chatbotId={chatbotId}
            title={t.outbound}
            badges={outboundBadges}
            filter={filter}
            loading={false}
            emptyText={t.noOutbound}
            color="blue"
          />
        </div>
      </Collapse>
    </Paper>
  );
}
