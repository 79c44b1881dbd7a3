import { pageItems } from '../../../app/paging';
import { StyledButton } from '../../../app/ui/Button';
import { LoadMore } from '../../../app/ui/LoadMore';
import { SkeletonRegion, SkeletonRow, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { useGetMutesInfiniteQuery } from '../api/mutesApi';
import { StyledEmpty, StyledList, StyledName } from './BlockedMembersList';
import { useMuteMember } from './MuteButton';

/** The members the member muted, newest first, each with Unmute. */
export function MutedMembersList() {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetMutesInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const { change, isLoading: isChanging } = useMuteMember();
  const mutes = pageItems(data);

  if (isLoading) {
    return (
      <SkeletonRegion label="Loading..." testId="muted-skeleton">
        <StyledList>
          {[0, 1].map((key) => <li key={key}><SkeletonRow circle={36} action="6.5em"><StyledSkeletonText $width="45%" /></SkeletonRow></li>)}
        </StyledList>
      </SkeletonRegion>
    );
  }
  if (isError && !data) return <p role="alert">Unable to load the members you muted.</p>;
  if (mutes.length === 0) return <StyledEmpty>You haven&apos;t muted anyone.</StyledEmpty>;
  return (
    <>
      <StyledList aria-label="Muted members">
        {mutes.map(({ user }) => (
          <li key={user.id}>
            <UserAvatar user={user} size={36} />
            <StyledName to={`/profile/${user.id}`}>{user.displayName ?? user.username}</StyledName>
            <StyledButton type="button" $variant="secondary" disabled={isChanging} onClick={() => void change(user.id, user.username, false)}>Unmute</StyledButton>
          </li>
        ))}
      </StyledList>
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </>
  );
}
