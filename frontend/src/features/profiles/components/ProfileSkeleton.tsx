import styled from 'styled-components';
import { skeletonBlock, StyledSkeletonCard } from '../../../app/ui/Skeleton';
import { PostSkeleton } from '../../posts/components/PostSkeleton';

/**
 * The profile while it loads, in ProfileHeader's shape (112 px avatar beside name, handle and
 * counts; stacked and centred on a phone) and the posts list below, so nothing jumps when it arrives.
 */
export function ProfileSkeleton() {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">Loading profile...</p>
      <StyledHeader aria-hidden="true" data-testid="profile-skeleton">
        <div>
          <span className="circle avatar" />
          <StyledIdentity>
            <span className="line title" />
            <span className="line short" />
            <span className="line medium" />
          </StyledIdentity>
        </div>
        <span className="line" />
      </StyledHeader>
      <StyledPosts aria-hidden="true">
        <span className="line title" />
        {[0, 1].map((key) => <PostSkeleton key={key} />)}
      </StyledPosts>
    </div>
  );
}

const StyledHeader = styled(StyledSkeletonCard)`
  padding: 20px;
  > div { align-items: flex-start; gap: 20px; }
  .avatar { width: 112px; height: 112px; flex: none; }
  @media (max-width: ${({ theme }) => theme.mobile}) {
    > div { flex-direction: column; align-items: center; }
  }
`;

const StyledIdentity = styled.div`
  flex: 1;
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const StyledPosts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin-top: 20px;
  > .line { display: block; width: 80px; height: 18px; border-radius: 6px; ${skeletonBlock} }
`;
