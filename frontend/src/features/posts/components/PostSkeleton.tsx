import { StyledSkeletonCard } from '../../../app/ui/Skeleton';

/** A post card while the feed loads: author row, two lines of text and a photo's box, like most posts. */
export function PostSkeleton() {
  return (
    <StyledSkeletonCard aria-hidden="true" data-testid="post-skeleton">
      <div><span className="circle" /><span className="line short" /></div>
      <span className="line" />
      <span className="line medium" />
      <span className="media" />
    </StyledSkeletonCard>
  );
}
