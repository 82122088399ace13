/**
 * An admin as other editors see them named — in the build record, on a held schedule: their name,
 * else their username or address. Any admin may read these (an Author sees the build record), so a
 * record keeps a name, never the e-mail address of someone who has one.
 */
export function editorName(user: {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
}): string {
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ').trim();
  return name || user.username || user.email || '?';
}
