import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { memberNamed, membersVersion, requestMembers, splitMentions, subscribeMembers } from '../../shared/mentions';

/**
 * Text with every `@username` of a member a link to their profile; a name that is no member (or
 * not yet known) stays plain text. The look-ups of everything on screen go out as one request.
 */
export function MentionText({ text }: { text: string }) {
  const parts = useMemo(() => splitMentions(text), [text]);
  const names = useMemo(() => parts.flatMap((part) => (part.name ? [part.name] : [])), [parts]);
  useSyncExternalStore(subscribeMembers, membersVersion, membersVersion);
  useEffect(() => { if (names.length > 0) requestMembers(names); }, [names]);
  if (names.length === 0) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) => {
        const member = part.name ? memberNamed(part.name) : null;
        return member ? <Link key={index} to={`/profile/${member.id}`} data-testid="mention-link">{part.text}</Link> : part.text;
      })}
    </>
  );
}
