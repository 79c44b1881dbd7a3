import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProfileDto } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { StyledCard } from '../../../app/ui/Card';
import { formatLongDate, initialsFor, websiteHref, websiteLabel } from '../../../shared/format';
import { avatarImageSources } from '../../../shared/avatar-image';
import { AvatarUpload } from './AvatarUpload';
import { EditProfileDialog } from './EditProfileDialog';
import { MemberActions } from './MemberActions';
import { useCurrentUser } from '../../accounts/hooks/useCurrentUser';
import { MemberSuspensionPanel } from '../../suspensions/components/MemberSuspensionPanel';

const AVATAR_SIZE = 112;

export function ProfileHeader({ profile, isOwner }: { profile: ProfileDto; isOwner: boolean }) {
  const [editing, setEditing] = useState(false);
  const { user: viewer } = useCurrentUser();
  const counts: Array<[string, number | null]> = [['Followers', profile.followersCount], ['Following', profile.followingCount], ['Posts', profile.postsCount]];
  // A day, not a clock time: 'Joined November 23, 2026' (issue 25).
  const joined = profile.createdAt ? formatLongDate(profile.createdAt) : 'Unknown';
  return (
    <StyledCard>
      <StyledTop>
        <StyledAvatarColumn>
          {profile.avatar
            ? <StyledAvatar {...avatarImageSources(profile.avatar, AVATAR_SIZE)} alt={`${profile.username}'s avatar`} width={AVATAR_SIZE} height={AVATAR_SIZE} />
            : <StyledInitials aria-hidden="true">{initialsFor(profile.displayName, profile.username)}</StyledInitials>}
          {isOwner && <AvatarUpload userId={profile.id} />}
        </StyledAvatarColumn>
        <StyledIdentity>
          <h1>{profile.displayName ?? profile.username}</h1>
          <p>@{profile.username}{profile.pronouns ? <> · <span>{profile.pronouns}</span></> : null}</p>
          <StyledCounts>
            {counts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd data-testid={`count-${label.toLowerCase()}`}>{value ?? 0}</dd>
              </div>
            ))}
          </StyledCounts>
        </StyledIdentity>
        <StyledActions>
          {isOwner
            ? (
              <>
                <StyledButton type="button" $variant="secondary" onClick={() => setEditing(true)}>Edit Profile</StyledButton>
                <StyledButton as={Link} to="/settings" $variant="ghost">Settings</StyledButton>
              </>
            )
            : <MemberActions profile={profile} />}
        </StyledActions>
      </StyledTop>
      {profile.bio && <StyledBio>{profile.bio}</StyledBio>}
      <StyledMeta>
        {profile.location && <span><StyledPin viewBox="0 0 24 24" width="14" height="14" aria-hidden="true"><path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6a2.5 2.5 0 0 1 0 5.5z" fill="currentColor" /></StyledPin>{profile.location}</span>}
        {profile.website && <a href={websiteHref(profile.website)} target="_blank" rel="noreferrer noopener">{websiteLabel(profile.website)}</a>}
        <span>Joined {joined}</span>
      </StyledMeta>
      {viewer?.isAdmin && !isOwner && <MemberSuspensionPanel userId={profile.id} username={profile.username} />}
      {editing && <EditProfileDialog profile={profile} onClose={() => setEditing(false)} />}
    </StyledCard>
  );
}

const StyledTop = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 20px;
  @media (max-width: ${({ theme }) => theme.mobile}) { flex-direction: column; align-items: center; text-align: center; }
`;

const StyledAvatarColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  flex: none;
`;

const StyledAvatar = styled.img`
  width: ${AVATAR_SIZE}px;
  height: ${AVATAR_SIZE}px;
  border-radius: 50%;
  object-fit: cover;
`;

const StyledInitials = styled.span`
  display: grid;
  place-items: center;
  width: ${AVATAR_SIZE}px;
  height: ${AVATAR_SIZE}px;
  border-radius: 50%;
  font-size: 2.6rem;
  font-weight: 700;
  color: #fff;
  background: ${({ theme }) => theme.colors.brand};
`;

const StyledIdentity = styled.div`
  flex: 1;
  min-width: 0;
  h1 { margin: 0; overflow-wrap: anywhere; }
  > p { margin: 4px 0 10px; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledCounts = styled.dl`
  display: flex;
  gap: 20px;
  margin: 0;
  div { display: flex; flex-direction: column-reverse; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
  dd { margin: 0; font-weight: 700; font-size: 1.2rem; }
  @media (max-width: ${({ theme }) => theme.mobile}) { justify-content: center; }
`;

const StyledActions = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledBio = styled.p`
  margin: 16px 0 8px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  @media (max-width: ${({ theme }) => theme.mobile}) { text-align: center; }
`;

const StyledPin = styled.svg`
  margin-right: 4px;
  vertical-align: -2px;
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.muted};
  @media (max-width: ${({ theme }) => theme.mobile}) { justify-content: center; }
`;
