import { useState } from 'react';
import styled from 'styled-components';
import { pageItems } from '../../app/paging';
import { LoadMore } from '../../app/ui/LoadMore';
import { StyledPage } from '../../app/ui/Card';
import { SkeletonRegion } from '../../app/ui/Skeleton';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { useGetGrowGuideMethodsQuery, useGetGrowGuidesInfiniteQuery, type GuideFilterValues } from './api/growGuidesApi';
import { GuideCard, GuideCardSkeleton } from './components/GuideCard';
import { GuideFilters } from './components/GuideFilters';
import { useFilterHighlight } from './hooks/useFilterHighlight';

export const GUIDES_EMPTY_TEXT = 'No growing guides found for your search criteria. Try adjusting your filters.';

/** Typing waits this long before the server is asked; the selects apply at once. */
const SEARCH_DEBOUNCE_MS = 300;

/** Two rows of the grid on a wide screen; a phone's first screen holds one or two. */
const SKELETON_CARDS = 6;

/** /grow-guides: 'Cannabis Growing Guides' with text, method and difficulty filters. */
export default function GrowGuidesPage() {
  const [filters, setFilters] = useState<GuideFilterValues>({ method: '', difficulty: '', search: '' });
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const applied = { method: filters.method, difficulty: filters.difficulty, search: search.trim() };
  const highlighted = useFilterHighlight(`${applied.method}|${applied.difficulty}|${applied.search}`);
  const methods = useGetGrowGuideMethodsQuery();
  const guides = useGetGrowGuidesInfiniteQuery(applied);
  const items = pageItems(guides.data);

  return (
    <StyledPage>
      <h1>Cannabis Growing Guides</h1>
      <StyledIntro>Step-by-step guides for every stage of a grow, from your first seedling to a perfect cure.</StyledIntro>
      <GuideFilters values={filters} methods={methods.data ?? []} onChange={setFilters} />
      {guides.isError ? (
        <StyledError role="alert">
          <strong>Failed to fetch grow guides</strong>
          <p>Error loading growing guides. Please try again later.</p>
        </StyledError>
      ) : guides.isLoading ? (
        <StyledResults>
          <SkeletonRegion label="Loading guides..." testId="guide-skeletons">
            <StyledGrid>{Array.from({ length: SKELETON_CARDS }, (_, key) => <li key={key}><GuideCardSkeleton /></li>)}</StyledGrid>
          </SkeletonRegion>
        </StyledResults>
      ) : (
        <StyledResults data-highlighted={highlighted} data-testid="guide-results" aria-busy={guides.isFetching}>
          {items.length === 0
            ? <StyledEmpty>{GUIDES_EMPTY_TEXT}</StyledEmpty>
            : <StyledGrid>{items.map((guide) => <li key={guide.id}><GuideCard guide={guide} /></li>)}</StyledGrid>}
          <LoadMore {...guides} variant="secondary" />
        </StyledResults>
      )}
    </StyledPage>
  );
}

const StyledIntro = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledResults = styled.div`
  margin-top: 8px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius};
  outline: 2px solid transparent;
  transition: background-color 200ms ease, outline-color 200ms ease;
  &[data-highlighted='true'] {
    background: ${({ theme }) => theme.colors.brandLight};
    outline-color: ${({ theme }) => theme.colors.brand};
  }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const StyledGrid = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
  > li { display: flex; }
  > li > * { flex: 1; }
`;

const StyledEmpty = styled.p`
  margin: 32px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

export const StyledError = styled.div`
  margin: 16px 0;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: #fdecea;
  p { margin: 4px 0 0; }
`;
