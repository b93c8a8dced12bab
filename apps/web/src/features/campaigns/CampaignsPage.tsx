import { ComingSoon } from '../../components/ComingSoon';

/** /dashboard/campaigns (issue 24, part "plans"): the workspace's campaigns and a new one. */
export function CampaignsPage() {
  return <ComingSoon />;
}
