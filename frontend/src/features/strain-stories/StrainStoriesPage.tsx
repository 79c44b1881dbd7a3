import { useState } from 'react';
import styled from 'styled-components';
import type { StoryFilter } from '@cannaverse/contracts';
import { StyledButton } from '../../app/ui/Button';
import { pageItems } from '../../app/paging';
import { LoadMore } from '../../app/ui/LoadMore';
import { StyledButtonLink } from '../../app/ui/ButtonLink';
import { StyledCard, StyledPage, StyledPageHeader } from '../../app/ui/Card';
import { useInfiniteScroll } from '../../shared/use-infinite-scroll';
import { useGetStrainStoriesInfiniteQuery } from './api/strainStoriesApi';
import { StoryCard } from './components/StoryCard';
import { StorySkeleton } from './components/StoryStates';

/** /strain-stories: Recent and Popular, an infinite list (with Load more), skeleton, error card and 'No Stories Yet'. */
export default function StrainStoriesPage() {
  const [filter, setFilter] = useState<StoryFilter>('recent');
  const stories = useGetStrainStoriesInfiniteQuery(filter);
  const items = pageItems(stories.data);
  const canLoadMore = stories.hasNextPage && !stories.isFetchingNextPage && !stories.isError;
  const sentinel = useInfiniteScroll<HTMLDivElement>(canLoadMore, () => stories.fetchNextPage(), items.length);

  return (
    <StyledPage>
      <StyledHead>
        <div>
          <h1>Strain Stories</h1>
          <p>Members&apos; own experiences with the strains they tried.</p>
        </div>
        <StyledButtonLink to="/strain-stories/create">Share Your Story</StyledButtonLink>
      </StyledHead>
      <StyledToggle role="group" aria-label="Order stories">
        {(['recent', 'popular'] as const).map((value) => (
          <StyledButton key={value} type="button" $variant={filter === value ? 'primary' : 'secondary'} aria-pressed={filter === value} onClick={() => setFilter(value)}>
            {value === 'recent' ? 'Recent' : 'Popular'}
          </StyledButton>
        ))}
      </StyledToggle>
      {stories.isLoading ? (
        <StorySkeleton />
      ) : stories.isError && items.length === 0 ? (
        <StyledCard role="alert">
          <h2>Error Loading Stories</h2>
          <p>There was a problem loading strain stories. Please try again.</p>
          <StyledButton type="button" $variant="secondary" onClick={() => stories.refetch()}>Try Again</StyledButton>
        </StyledCard>
      ) : items.length === 0 ? (
        <StyledCard>
          <h2>No Stories Yet</h2>
          <p>Be the first to tell the community how a strain treated you.</p>
          <StyledButtonLink to="/strain-stories/create">Share Your Story</StyledButtonLink>
        </StyledCard>
      ) : (
        <StyledList>
          {items.map((story) => <li key={story.id}><StoryCard story={story} /></li>)}
        </StyledList>
      )}
      <div ref={sentinel} aria-hidden="true" />
      {items.length > 0 && <LoadMore {...stories} variant="secondary" block />}
    </StyledPage>
  );
}

const StyledHead = styled(StyledPageHeader)`
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledToggle = styled.div`
  display: flex;
  gap: 8px;
  margin: 16px 0;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;
