import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pageItems } from '../../../app/paging';
import { StyledButton } from '../../../app/ui/Button';
import { SkeletonRegion, SkeletonRow, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { useGetBlocksInfiniteQuery, useSetBlockedMutation } from '../api/blocksApi';
import { LoadMore } from '../../../app/ui/LoadMore';

/** The members the member blocked, newest first, each with Unblock. */
export function BlockedMembersList() {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetBlocksInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setBlocked, { isLoading: isChanging }] = useSetBlockedMutation();
  const { toast } = useToast();
  const blocks = pageItems(data);

  const unblock = async (userId: string, username: string) => {
    try {
      await setBlocked({ userId, blocked: false }).unwrap();
      toast({ title: 'Member unblocked', description: `${username} can message you again.` });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to unblock'), variant: 'destructive' });
    }
  };

  if (isLoading) {
    return (
      <SkeletonRegion label="Loading..." testId="blocked-skeleton">
        <StyledList>
          {[0, 1].map((key) => <li key={key}><SkeletonRow circle={36} action="6.5em"><StyledSkeletonText $width="45%" /></SkeletonRow></li>)}
        </StyledList>
      </SkeletonRegion>
    );
  }
  if (isError && !data) return <p role="alert">Unable to load the members you blocked.</p>;
  if (blocks.length === 0) return <StyledEmpty>You haven&apos;t blocked anyone.</StyledEmpty>;
  return (
    <>
      <StyledList aria-label="Blocked members">
        {blocks.map(({ user }) => (
          <li key={user.id}>
            <UserAvatar user={user} size={36} />
            <StyledName to={`/profile/${user.id}`}>{user.displayName ?? user.username}</StyledName>
            <StyledButton type="button" $variant="secondary" disabled={isChanging} onClick={() => unblock(user.id, user.username)}>Unblock</StyledButton>
          </li>
        ))}
      </StyledList>
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </>
  );
}

export const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { display: flex; align-items: center; gap: 12px; padding: 8px 0; }
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

/** The name takes the row's free width (not every link: the avatar is a link too, and stays its size). */
export const StyledName = styled(Link)`
  flex: 1;
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;
