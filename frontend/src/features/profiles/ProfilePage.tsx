import { useParams } from 'react-router-dom';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { isApiError } from '../../app/api';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { ProfileHeader } from './components/ProfileHeader';
import { ProfileSkeleton } from './components/ProfileSkeleton';
import { UserPosts } from './components/UserPosts';
import { useGetUserQuery } from './api/profilesApi';

/** /profile/{id} and /users/{id}; without an id, the member's own profile. */
export default function ProfilePage() {
  const { id } = useParams();
  const { user: me } = useCurrentUser();
  const userId = id ?? me?.id ?? '';
  const { data: profile, error, isLoading } = useGetUserQuery(userId, { skip: !userId });

  if (isLoading) return <StyledPage><ProfileSkeleton /></StyledPage>;
  if (error) {
    const notFound = isApiError(error) && error.status === 404;
    return <StyledPage><StyledCard role="alert"><h1>{notFound ? 'User not found' : 'Unable to load profile information'}</h1></StyledCard></StyledPage>;
  }
  if (!profile) return null;
  return (
    <StyledPage>
      <ProfileHeader profile={profile} isOwner={me?.id === profile.id} />
      <UserPosts userId={profile.id} />
    </StyledPage>
  );
}
