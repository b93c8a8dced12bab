import type { CampaignDetail } from '@griot/contract/campaigns/plans/campaignPlanSchemas';
import { Anchor, Box, Grid, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { classifyApiError } from '../../../lib/apiErrors';
import { formatNumber } from '../../../lib/formatNumber';
import { useTexts } from '../../../lib/i18n/useTexts';
import type { MatchedSegment } from '../../../lib/matchedSegment';
import { orpc } from '../../../lib/orpc';
import { campaignsTexts } from '../campaignsTexts';
import { CampaignForecast } from '../forecast/CampaignForecast';
import { AbTestFields } from './AbTestFields';
import { ComposerSection } from './ComposerSection';
import { ComposerSummary } from './ComposerSummary';
import { type CampaignDraft, emptyDraft, validateDraft } from './campaignDraft';
import { localNow } from './localClock';
import { MessageFields } from './MessageFields';
import { audienceOf, draftFieldOf, draftFromDetail, modelIdOf, planFieldsOf } from './planFields';
import { useComposerData } from './useComposerData';
import { WhenFields } from './WhenFields';

/** The segment builder the app hands in (the chatbot dashboard's conditions, another feature's). */
export type AudienceEditor = (props: {
  chatbotId: string;
  onMatched: (segment: MatchedSegment | undefined) => void;
}) => ReactNode;

/**
 * 'Nouvelle campagne' (or a plan's edit): 1 Chatbot, 2 Audience, 3 Message, 4 Quand, 5 Test A/B,
 * the forecast beside the form (sticky on wide screens, under it on phones), the summary and
 * 'Lancer la campagne' / 'Planifier'. The server's French errors show on their fields.
 */
export function CampaignComposer({
  audienceEditor,
  plan,
}: {
  audienceEditor: AudienceEditor;
  plan?: CampaignDetail;
}) {
  const t = useTexts(campaignsTexts);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // 'Composer une campagne vers ce segment' (the results' responders) hands its audience in the route's state.
  const handed = (useLocation().state as { audience?: { chatbotId: string; conditions: string } } | null)
    ?.audience;
  const [draft, setDraft] = useState<CampaignDraft>(() =>
    plan
      ? draftFromDetail(plan)
      : handed
        ? {
            ...emptyDraft(),
            chatbotId: handed.chatbotId,
            audience: { conditions: handed.conditions, summary: '', total: null },
          }
        : emptyDraft(),
  );
  const [attempted, setAttempted] = useState(false);
  const data = useComposerData(draft.chatbotId);
  const models = data.models.data?.models ?? [];
  const model = models.find((candidate) => candidate.id === draft.modelId);
  const variantB = models.find((candidate) => candidate.id === draft.ab.modelId);
  const change = (next: Partial<CampaignDraft>) => setDraft((current) => ({ ...current, ...next }));

  // A saved plan names its models by title: their ids once the chatbot's models are read.
  const savedModels = data.models.data ? plan : undefined;
  useEffect(() => {
    if (!savedModels || !data.models.data) return;
    const list = data.models.data.models;
    setDraft((current) => ({
      ...current,
      modelId: current.modelId ?? modelIdOf(list, savedModels.message),
      ab: {
        ...current.ab,
        modelId: current.ab.modelId ?? modelIdOf(list, savedModels.abTestSettings?.variantB),
      },
    }));
  }, [savedModels, data.models.data]);

  const create = useMutation(orpc.campaignPlans.create.mutationOptions());
  const update = useMutation(orpc.campaignPlans.update.mutationOptions());
  const call = plan?.planId ? update : create;
  const failure = call.error ? classifyApiError(call.error) : undefined;
  const serverField = failure?.kind === 'response' ? draftFieldOf(failure.body.field) : undefined;
  const errors = {
    ...(attempted ? validateDraft(draft, data.timeZone) : {}),
    ...(serverField && failure?.kind === 'response' ? { [serverField]: failure.message } : {}),
  };
  const generalFailure =
    failure && !serverField
      ? failure.kind === 'response'
        ? failure.message
        : t.card.unknownError
      : undefined;

  function submit() {
    setAttempted(true);
    call.reset();
    if (Object.keys(validateDraft(draft, data.timeZone)).length > 0 || !model) return;
    const fields = planFieldsOf(draft, model, variantB);
    const onSuccess = () => {
      void queryClient.invalidateQueries({ queryKey: orpc.campaignPlans.key() });
      notifications.show({ color: 'green', message: plan ? t.composer.saved : t.composer.created });
      void navigate('/dashboard/campaigns');
    };
    if (plan?.planId) update.mutate({ ...fields, planId: plan.planId }, { onSuccess });
    else create.mutate(fields, { onSuccess });
  }

  const chatbots = data.chatbots.data ?? [];
  const chatbotId = draft.chatbotId;
  return (
    <Stack gap="lg" maw={1280} mx="auto" w="100%">
      <Stack gap={4}>
        <Anchor component={Link} to="/dashboard/campaigns" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t.composer.back}
          </Group>
        </Anchor>
        <Title order={1} fz={{ base: 'xl', sm: 'h2' }}>
          {plan ? t.composer.editTitle : t.composer.title}
        </Title>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="md">
            <ComposerSection step={1} title={t.composer.stepChatbot}>
              <Select
                label={t.composer.chatbot}
                placeholder={t.composer.chatbotPlaceholder}
                data={chatbots.map((chatbot) => ({ value: chatbot._id, label: chatbot.bot_name }))}
                value={chatbotId}
                onChange={(value) =>
                  change({
                    chatbotId: value,
                    audience: null,
                    modelId: null,
                    fillings: {},
                    ab: { ...draft.ab, modelId: null, fillings: {} },
                  })
                }
                error={errors.chatbotId}
                disabled={Boolean(plan)}
                allowDeselect={false}
              />
              {data.chatbots.isSuccess && chatbots.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t.composer.noWhatsAppChatbot}
                </Text>
              )}
              <TextInput
                label={t.composer.name}
                placeholder={t.composer.namePlaceholder}
                maxLength={80}
                value={draft.name}
                onChange={(event) => change({ name: event.currentTarget.value })}
                error={errors.name}
              />
            </ComposerSection>
            <ComposerSection step={2} title={t.composer.stepAudience}>
              {chatbotId ? (
                <Stack gap="sm">
                  <Text size="sm" c="dimmed">
                    {t.composer.audienceHint}
                  </Text>
                  <Box key={chatbotId}>
                    {audienceEditor({
                      chatbotId,
                      onMatched: (segment) =>
                        change({
                          audience: segment
                            ? {
                                conditions: segment.conditions,
                                summary: segment.summary,
                                total: segment.total,
                              }
                            : null,
                        }),
                    })}
                  </Box>
                  {draft.audience?.total === null && (
                    <Text size="sm" c="dimmed">
                      {t.composer.currentSegment}
                    </Text>
                  )}
                  {draft.audience && draft.audience.total !== null && (
                    <Text size="sm" fw={500} role="status">
                      {t.composer.audienceReady({
                        count: draft.audience.total,
                        formatted: formatNumber(draft.audience.total),
                        summary: draft.audience.summary,
                      })}
                    </Text>
                  )}
                  {errors.audience && (
                    <Text size="sm" c="red.8" role="alert">
                      {errors.audience}
                    </Text>
                  )}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t.composer.chooseChatbotFirst}
                </Text>
              )}
            </ComposerSection>
            <ComposerSection step={3} title={t.composer.stepMessage}>
              {chatbotId ? (
                <MessageFields
                  label={t.composer.model}
                  models={data.models}
                  variables={data.variables}
                  modelId={draft.modelId}
                  fillings={draft.fillings}
                  onChange={change}
                  modelError={errors.modelId}
                  fillingsError={errors.fillings}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t.composer.chooseChatbotFirst}
                </Text>
              )}
            </ComposerSection>
            <ComposerSection step={4} title={t.composer.stepWhen}>
              <WhenFields
                value={draft}
                onChange={change}
                errors={errors}
                timeZone={data.timeZone}
                today={localNow(data.timeZone).slice(0, 10)}
                quietHours={data.quietHours}
              />
            </ComposerSection>
            <ComposerSection step={5} title={t.composer.stepAb}>
              {chatbotId ? (
                <AbTestFields
                  value={draft.ab}
                  onChange={(ab) => change({ ab: { ...draft.ab, ...ab } })}
                  models={data.models}
                  variables={data.variables}
                  errors={errors}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t.composer.chooseChatbotFirst}
                </Text>
              )}
            </ComposerSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 76 }}>
            <CampaignForecast audience={audienceOf(draft, model)} />
            <ComposerSummary
              draft={draft}
              chatbotName={chatbots.find((chatbot) => chatbot._id === chatbotId)?.bot_name}
              modelTitle={model?.title}
              variantTitle={draft.ab.enabled ? variantB?.title : undefined}
              failure={generalFailure}
              invalid={attempted && Object.keys(errors).length > 0}
              pending={call.isPending}
              editing={Boolean(plan)}
              onSubmit={submit}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
