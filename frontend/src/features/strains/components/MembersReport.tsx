import { Fragment } from 'react';
import { SkeletonRegion, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { useGetStrainMembersReportQuery } from '../api/strainsApi';
import { StyledFactList } from './FactList';

const membersText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** The three label/value rows of the report while it loads. */
function MembersReportSkeleton() {
  return (
    <SkeletonRegion label="Loading..." testId="members-report-skeleton">
      <StyledFactList>
        {[0, 1, 2].map((key) => <Fragment key={key}><dt><StyledSkeletonText $width="7rem" /></dt><dd><StyledSkeletonText $width="10rem" /></dd></Fragment>)}
      </StyledFactList>
    </SkeletonRegion>
  );
}

/** What our own members report: ratings in posts and stories, their average, effects from stories. */
export function MembersReport({ strainId }: { strainId: string }) {
  // Members post while the page is closed: ask again on each visit.
  const { data, isError, isLoading } = useGetStrainMembersReportQuery(strainId, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="members-report-heading" data-testid="members-report">
      <h2 id="members-report-heading">What our members report</h2>
      {isLoading ? <MembersReportSkeleton /> : isError || !data ? (
        <p role="alert">Could not load what members report. Please try again later.</p>
      ) : data.postRatings.count + data.storyRatings.count === 0 ? (
        <p>No member has rated this strain yet. Rate it in a post or share a strain story.</p>
      ) : (
        <>
          <StyledFactList>
            <dt>Rated in posts</dt>
            <dd data-testid="post-ratings">{membersText(data.postRatings.count)}{data.postRatings.averageRating !== null && `, average ${data.postRatings.averageRating.toFixed(1)} / 5`}</dd>
            <dt>Rated in stories</dt>
            <dd data-testid="story-ratings">{membersText(data.storyRatings.count)}{data.storyRatings.averageRating !== null && `, average ${data.storyRatings.averageRating.toFixed(1)} / 5`}</dd>
            <dt>Average rating</dt>
            <dd data-testid="members-average">{data.averageRating === null ? '–' : `${data.averageRating.toFixed(1)} / 5`}</dd>
          </StyledFactList>
          {data.topEffects.length > 0 && (
            <>
              <h3>Effects most often reported in stories</h3>
              <ul>{data.topEffects.map((effect) => <li key={effect.effect}>{effect.effect} ({effect.count})</li>)}</ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
