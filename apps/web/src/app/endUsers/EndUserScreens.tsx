import { ContactsToolbar } from '../../features/contacts/ContactsToolbar';
import { EndUserTagsCard } from '../../features/contacts/EndUserTagsCard';
import { EndUserPage } from '../../features/endUsers/EndUserPage';
import { EndUsersPage } from '../../features/endUsers/EndUsersPage';

/** /dashboard/all-users: the subscribers list with the contacts' import and export (two features, composed here). */
export function EndUsersScreen() {
  return <EndUsersPage actions={<ContactsToolbar />} />;
}

/** /dashboard/users/{id}: the end-user's page with their tags. */
export function EndUserScreen() {
  return (
    <EndUserPage extra={(endUser) => <EndUserTagsCard endUserId={endUser.id} chatbotId={endUser.idbot} />} />
  );
}
