/**
 * The display name suggested for a variable id: underscores become spaces and each
 * word starts with a capital, so `user_name` reads "User Name". The rest of each word is kept as
 * typed, since ids like `orderID` carry meaningful capitals.
 */
export function slugFromId(id: string): string {
  return id
    .replace(/_/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
