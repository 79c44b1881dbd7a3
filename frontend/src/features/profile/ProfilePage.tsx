import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { useCurrentUser } from '../auth/authApi';
import { initialsFor } from '../onboarding/downscale-image';
import { useGetUserQuery } from './usersApi';
import { formatDate, websiteHref, websiteLabel } from './profile-format';

/** /profile/{id} and /users/{id}; without an id, the member's own profile. */
export default function ProfilePage() {
  const { id } = useParams();
  const { user: me } = useCurrentUser();
  const userId = id ?? me?.id ?? '';
  const { data: profile, error, isLoading } = useGetUserQuery(userId, { skip: !userId });

  if (isLoading) return <StyledPage><p role="status">Loading profile...</p></StyledPage>;
  if (error) {
    const notFound = (error as { status?: number }).status === 404;
    return <StyledPage><StyledCard><h1>{notFound ? 'User not found' : 'Unable to load profile information'}</h1></StyledCard></StyledPage>;
  }
  if (!profile) return null;
  const counts: Array<[string, number | null]> = [['Followers', profile.followersCount], ['Following', profile.followingCount], ['Posts', profile.postsCount]];
  return (
    <StyledPage>
      <StyledCard>
        <StyledTop>
          {profile.avatar
            ? <StyledAvatar src={profile.avatar} alt={`${profile.username}'s avatar`} width={112} height={112} />
            : <StyledInitials aria-hidden="true">{initialsFor(profile.displayName, profile.username)}</StyledInitials>}
          <div>
            <h1>{profile.displayName ?? profile.username}</h1>
            <p>@{profile.username}{profile.pronouns ? ` · ${profile.pronouns}` : ''}</p>
            <StyledCounts>
              {counts.map(([label, value]) => <span key={label}><strong>{value ?? '–'}</strong> {label}</span>)}
            </StyledCounts>
          </div>
        </StyledTop>
        {profile.bio && <p>{profile.bio}</p>}
        <StyledMeta>
          {profile.location && <span>📍 {profile.location}</span>}
          {profile.website && <a href={websiteHref(profile.website)} target="_blank" rel="noreferrer noopener">{websiteLabel(profile.website)}</a>}
          <span>Joined {formatDate(profile.createdAt)}</span>
        </StyledMeta>
        {me?.id === profile.id && <p><small>This is your profile.</small></p>}
      </StyledCard>
    </StyledPage>
  );
}

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
  h1 { margin: 0; }
  p { margin: 4px 0; color: ${({ theme }) => theme.colors.muted}; }
  @media (max-width: 480px) { flex-direction: column; text-align: center; }
`;

const StyledAvatar = styled.img`
  width: 112px;
  height: 112px;
  border-radius: 50%;
  object-fit: cover;
`;

const StyledInitials = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 112px;
  height: 112px;
  border-radius: 50%;
  font-size: 2.6rem;
  font-weight: 700;
  color: #fff;
  background: ${({ theme }) => theme.colors.brand};
`;

const StyledCounts = styled.div`
  display: flex;
  gap: 16px;
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  color: ${({ theme }) => theme.colors.muted};
`;
