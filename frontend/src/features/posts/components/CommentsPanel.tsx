import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SocialLimits } from '@cannaverse/contracts';
import { pageItems } from '../../../app/paging';
import { LoadMore } from '../../../app/ui/LoadMore';
import { MentionText } from '../../../app/ui/MentionText';
import { StyledSkeletonRows } from '../../../app/ui/Skeleton';
import { OneLineComposer } from '../../../app/ui/OneLineComposer';
import { useAddCommentMutation, useGetCommentsInfiniteQuery } from '../api/postsApi';
import { formatDate, formatRelativeTime } from '../../../shared/format';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { useCurrentUser } from '../../accounts/hooks/useCurrentUser';
import { ReportButton } from '../../reports/components/ReportButton';

export const NO_COMMENTS_TEXT = 'No comments yet. Be the first to share your thoughts!';

/** Mounted only while the panel is open, so comments are fetched on demand. */
export function CommentsPanel({ postId, id }: { postId: string; id: string }) {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetCommentsInfiniteQuery(postId);
  const [addComment, { isLoading: isPosting }] = useAddCommentMutation();
  const comments = pageItems(data);
  const { user } = useCurrentUser();

  return (
    <StyledPanel id={id}>
      {isLoading && (
        <StyledSkeletonRows aria-busy="true" data-testid="comments-skeleton">
          <p className="visually-hidden" role="status">Loading comments...</p>
          {[0, 1].map((key) => <div key={key} aria-hidden="true"><span className="circle" /><div><span className="line short" /><span className="line medium" /></div></div>)}
        </StyledSkeletonRows>
      )}
      {isError && <p role="alert">Unable to load comments.</p>}
      {!isLoading && !isError && comments.length === 0 && <StyledEmpty>{NO_COMMENTS_TEXT}</StyledEmpty>}
      {comments.length > 0 && (
        <StyledList>
          {comments.map((comment) => (
            <li key={comment.id}>
              <UserAvatar user={comment.user} size={32} />
              <div>
                <Link to={`/profile/${comment.user.id}`}>{comment.user.username}</Link>
                {/* When, as Mastodon shows it: relative, the full date on hover (issue 25: comments showed no time). */}
                <StyledTime dateTime={comment.createdAt} title={formatDate(comment.createdAt)}>{formatRelativeTime(comment.createdAt)}</StyledTime>
                {user && user.id !== comment.userId && <ReportButton compact target={{ targetType: 'comment', targetId: comment.id, excerpt: comment.content }} />}
                <p><MentionText text={comment.content} /></p>
              </div>
            </li>
          ))}
        </StyledList>
      )}
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} label="Show more comments" />
      <OneLineComposer
        id={`${id}-input`}
        label="Write a comment"
        placeholder="Write a comment..."
        maxLength={SocialLimits.commentMax}
        submitLabel="Post"
        send={(content) => addComment({ postId, content }).unwrap()}
        busy={isPosting}
        failure="Failed to post comment"
      />
    </StyledPanel>
  );
}

const StyledPanel = styled.div`
  margin-top: 12px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTime = styled.time`
  margin-left: 8px;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 4px 0 12px;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  li { display: flex; gap: 10px; align-items: flex-start; }
  a { font-weight: 600; text-decoration: none; }
  p { margin: 2px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;
