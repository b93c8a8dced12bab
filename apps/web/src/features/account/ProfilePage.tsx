import { Button, Grid, Skeleton, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { accountFailure } from './accountFailure';
import { useProfile } from './accountQueries';
import { accountTexts } from './accountTexts';
import { EditProfileModal } from './EditProfileModal';
import { ProfileHeader } from './ProfileHeader';
import { AccountInfo, ProfileStats, RecentActivity, SecuritySummary } from './ProfileSidePanels';

/** /dashboard/profile: who the account is, its figures, its activity and its security. */
export function ProfilePage() {
  const t = useTexts(accountTexts);
  const common = useTexts(commonTexts);
  const profile = useProfile();
  const [editing, edit] = useDisclosure(false);

  if (profile.isPending)
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={220} radius="lg" />
        <Skeleton h={90} radius="lg" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  if (profile.isError)
    return (
      <StateCard
        icon={<IconAlertTriangle size={32} />}
        color="red"
        title={t.profile.loadFailed}
        text={accountFailure(profile.error, t.profile.loadFailed)}
        role="alert"
      >
        <Button onClick={() => void profile.refetch()}>{common.actions.retry}</Button>
      </StateCard>
    );

  const data = profile.data;
  return (
    <Stack gap="lg">
      <ProfileHeader profile={data} onEdit={edit.open} />
      <ProfileStats stats={data.stats} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RecentActivity activity={data.activity} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <AccountInfo profile={data} />
            <SecuritySummary security={data.security} />
          </Stack>
        </Grid.Col>
      </Grid>
      <EditProfileModal profile={data} opened={editing} onClose={edit.close} />
    </Stack>
  );
}
