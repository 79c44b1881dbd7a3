import { useState } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '../../../app/ui/Button';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { useSetFollowMutation } from '../../profiles/api/profilesApi';
import { useSuggestedMembersQuery } from '../api/searchApi';

export const SUGGESTED_HEADING = 'Members you might like to follow';

/**
 * Members to follow (`GET /api/members/suggested`): those sharing the member's hashtags and strains
 * first, then the most active. In the Following tab's empty state and at the tutorial's 'connect'
 * step. Following one keeps it in the list, marked, so the list does not jump under the pointer.
 */
export function SuggestedMembers({ compact = false }: { compact?: boolean }) {
  const { data, isLoading } = useSuggestedMembersQuery();
  // The tutorial's overlay is mounted above the router (it spans every page): a router Link there
  // crashed the app as soon as the connect step had suggestions; a plain link works anywhere.
  const inRouter = useInRouterContext();
  const [setFollow] = useSetFollowMutation();
  const [followed, setFollowed] = useState<ReadonlySet<string>>(new Set());
  if (isLoading || !data || data.length === 0) return null;
  const toggle = async (id: string) => {
    const follow = !followed.has(id);
    const result = await setFollow({ id, follow });
    if ('error' in result) return;
    setFollowed((current) => {
      const next = new Set(current);
      if (follow) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  return (
    <StyledSuggested aria-labelledby="suggested-heading" data-testid="suggested-members">
      <h3 id="suggested-heading">{SUGGESTED_HEADING}</h3>
      <ul>
        {data.slice(0, compact ? 3 : data.length).map((member) => (
          <li key={member.id}>
            <UserAvatar user={member} size={36} linked={inRouter} />
            <span>
              {inRouter
                ? <Link to={`/profile/${member.id}`}><strong>{member.displayName ?? member.username}</strong></Link>
                : <a href={`/profile/${member.id}`}><strong>{member.displayName ?? member.username}</strong></a>}
              <span className="why">{member.shared.length > 0 ? `Also into ${member.shared.slice(0, 3).join(', ')}` : `${member.posts} posts`}</span>
            </span>
            <StyledButton type="button" $variant={followed.has(member.id) ? 'secondary' : 'primary'} aria-pressed={followed.has(member.id)}
              aria-label={`${followed.has(member.id) ? 'Unfollow' : 'Follow'} ${member.displayName ?? member.username}`} onClick={() => void toggle(member.id)}>
              {followed.has(member.id) ? 'Following' : 'Follow'}
            </StyledButton>
          </li>
        ))}
      </ul>
    </StyledSuggested>
  );
}

const StyledSuggested = styled.section`
  margin-top: 16px;
  text-align: left;
  h3 { font-size: 1rem; margin: 0 0 8px; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  li { display: flex; align-items: center; gap: 10px; }
  li > span { flex: 1; display: flex; flex-direction: column; min-width: 0; }
  .why { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;
