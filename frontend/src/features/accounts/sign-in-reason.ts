/** Member areas by their first path segment, as a visitor sent to /auth from them reads it. */
const AREAS: Record<string, string> = {
  strains: 'the Strain Library',
  community: 'the Community',
  'grow-guides': 'the Grow Guides',
  'strain-stories': 'Strain Stories',
  livestreams: 'Live Streams',
  profile: 'member profiles',
  users: 'member profiles',
  messages: 'your messages',
  membership: 'your membership',
  admin: 'the admin tools',
};

/**
 * Why a visitor landed on /auth: the protected route they tried to open tells them what signing
 * in unlocks ('Please sign in to explore the Strain Library.'); null when they came on their own.
 */
export function signInReason(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/')) return null;
  const area = AREAS[from.split(/[/?#]/)[1] ?? ''];
  return area ? `Please sign in to explore ${area}.` : 'Please sign in to continue.';
}
