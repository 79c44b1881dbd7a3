import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NotificationDto } from '@cannaverse/contracts';
import { pageItems } from '../../app/paging';
import { StyledCard, StyledPage, StyledPageHeader } from '../../app/ui/Card';
import { LoadMore } from '../../app/ui/LoadMore';
import { SkeletonRegion, SkeletonRow, StyledSkeletonText } from '../../app/ui/Skeleton';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { formatRelativeTime } from '../../shared/format';
import { useGetNotificationsInfiniteQuery, useMarkNotificationsReadMutation } from './api/notificationsApi';
import { notificationHref, notificationText } from './notification-text';

/**
 * /notifications: the member's groups, newest first. Opening the page marks what it shows read
 * (up to the newest group loaded, so one that arrives meanwhile stays unread); the unread ones
 * keep their highlight until the member leaves.
 */
export default function NotificationsPage() {
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetNotificationsInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkNotificationsReadMutation();
  const items = pageItems(data);
  const newest = items[0];
  const newestUnread = newest && items.some((n) => !n.read) ? newest.createdAt : null;

  useEffect(() => {
    if (newestUnread) void markRead({ upTo: newestUnread });
  }, [newestUnread, markRead]);

  return (
    <StyledNarrowPage>
      <StyledHeading>
        <h1>Notifications</h1>
        <Link to="/settings#notifications">Notification settings</Link>
      </StyledHeading>
      <StyledCard>
        {isLoading ? <NotificationsSkeleton /> : isError && !data ? (
          <p role="alert">Unable to load your notifications. <button type="button" onClick={() => void refetch()}>Try again</button></p>
        ) : items.length === 0 ? (
          <StyledEmpty>No notifications yet. Likes, comments, mentions and new followers show up here.</StyledEmpty>
        ) : (
          <>
            <StyledList aria-label="Notifications">
              {items.map((n) => <NotificationRow key={n.id} notification={n} />)}
            </StyledList>
            <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
          </>
        )}
      </StyledCard>
    </StyledNarrowPage>
  );
}

function NotificationRow({ notification: n }: { notification: NotificationDto }) {
  const text = notificationText(n);
  return (
    <li data-testid="notification" data-type={n.type} data-unread={!n.read || undefined}>
      <StyledFaces aria-hidden="true">
        {n.actors.length === 0 && <AccountNoticeIcon type={n.type} />}
        {n.actors.map((actor, index) => <span key={actor.id} style={{ zIndex: n.actors.length - index }}><UserAvatar user={actor} size={36} linked={false} /></span>)}
      </StyledFaces>
      <StyledText to={notificationHref(n)}>
        <span>{!n.read && <span className="visually-hidden">Unread: </span>}<strong>{text}</strong></span>
        {n.target?.excerpt && <StyledExcerpt>{n.target.excerpt}</StyledExcerpt>}
        <time dateTime={n.createdAt}>{formatRelativeTime(n.createdAt)}</time>
      </StyledText>
    </li>
  );
}

const SHIELD = 'M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5z';

/** A shield (moderators decided on a report, on one's content or on one's appeal) or a star (one's paid plan). */
const ICON_PATHS: Partial<Record<NotificationDto['type'], string>> = {
  reportOutcome: SHIELD,
  moderation: SHIELD,
  appeal: SHIELD,
  membership: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z',
};

/** Account notices come from no member: an icon stands where the faces would be. */
function AccountNoticeIcon({ type }: { type: NotificationDto['type'] }) {
  const path = ICON_PATHS[type];
  if (!path) return null;
  return (
    <StyledNoticeIcon data-testid="notice-icon">
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round"><path d={path} /></svg>
    </StyledNoticeIcon>
  );
}

function NotificationsSkeleton() {
  return (
    <SkeletonRegion label="Loading notifications..." testId="notifications-skeleton">
      <StyledList>
        {[0, 1, 2, 3].map((key) => (
          <li key={key}><SkeletonRow circle={36}><StyledSkeletonText $width="55%" /><StyledSkeletonText $width="30%" /></SkeletonRow></li>
        ))}
      </StyledList>
    </SkeletonRegion>
  );
}

const StyledNarrowPage = styled(StyledPage)`
  max-width: 760px;
`;

const StyledHeading = styled(StyledPageHeader)`
  align-items: baseline;
  margin-bottom: 12px;
  a { min-height: 44px; display: inline-flex; align-items: center; font-weight: 600; }
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { display: flex; align-items: flex-start; gap: 12px; padding: 12px 4px; }
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  li[data-unread] { background: ${({ theme }) => theme.colors.background}; border-radius: 8px; }
`;

/** The latest actors' faces, overlapping. */
const StyledFaces = styled.span`
  display: inline-flex;
  flex: none;
  /* The latest actor in front. */
  > span { position: relative; display: inline-flex; border-radius: 50%; box-shadow: 0 0 0 2px #fff; }
  > span + span { margin-left: -14px; }
`;

const StyledNoticeIcon = styled.span`
  width: 36px;
  height: 36px;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.brandDark};
  background: ${({ theme }) => theme.colors.brandLight};
`;

const StyledText = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  min-height: 44px;
  color: inherit;
  text-decoration: none;
  &:hover strong { text-decoration: underline; }
  time { font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledExcerpt = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
