import { useParams } from 'react-router';
import { type AudienceEditor, CampaignComposer } from '../../features/campaigns/composer/CampaignComposer';
import { EditCampaign } from '../../features/campaigns/composer/EditCampaign';
import { ConditionsPanel } from '../../features/segments/ConditionsPanel';

/**
 * The composer's segment is the chatbot dashboard's 'Conditions' block (features/segments): two
 * features, so the app composes them here.
 */
const conditionsEditor: AudienceEditor = ({ chatbotId, onMatched }) => (
  <ConditionsPanel chatbotId={chatbotId} onMatched={onMatched} />
);

/** /dashboard/campaigns/new: 'Nouvelle campagne'. */
export function NewCampaignPage() {
  return <CampaignComposer audienceEditor={conditionsEditor} />;
}

/** /dashboard/campaigns/:id/edit: a plan changed before it starts. */
export function EditCampaignPage() {
  const { id = '' } = useParams();
  return <EditCampaign id={id} audienceEditor={conditionsEditor} />;
}
