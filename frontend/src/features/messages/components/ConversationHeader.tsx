import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfileDto } from '@cannaverse/contracts';
import { UserAvatar } from '../../../app/ui/UserAvatar';

/** The other member: avatar, username and bio (spec §2). */
export function ConversationHeader({ profile }: { profile: ProfileDto }) {
  return (
    <StyledHeader>
      <UserAvatar user={profile} size={56} />
      <div>
        <h1><Link to={`/profile/${profile.id}`}>{profile.username}</Link></h1>
        {profile.bio && <p>{profile.bio}</p>}
      </div>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  gap: 14px;
  margin-bottom: 14px;
  div { min-width: 0; }
  h1 { margin: 0; font-size: 1.3rem; overflow-wrap: anywhere; }
  h1 a { color: inherit; text-decoration: none; }
  p { margin: 2px 0 0; color: ${({ theme }) => theme.colors.muted}; white-space: pre-wrap; overflow-wrap: anywhere; }
`;
