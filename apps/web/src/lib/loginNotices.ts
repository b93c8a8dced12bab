import { libTexts } from './texts/libTexts';

/** Where a deleted account's owner lands: the login screen, saying the account is gone. */
export const ACCOUNT_DELETED_LOGIN = '/login?compte=supprime';

/** What the login screen says on arriving from elsewhere (?compte=…), or null. */
export function loginNotice(search: URLSearchParams): string | null {
  return search.get('compte') === 'supprime' ? libTexts.loginNotices.accountDeleted : null;
}
