import { useMemo, useState } from 'react';
import type { StrainTypeCounts } from '@cannaverse/contracts';
import { useInfiniteScroll } from '../../shared/use-infinite-scroll';
import styled from 'styled-components';
import { StyledButton } from '../../app/ui/Button';
import { StyledPage } from '../../app/ui/Card';
import { skeletonBlock } from '../../app/ui/Skeleton';
import { LoadMore } from '../../app/ui/LoadMore';
import { Tabs } from '../../app/ui/Tabs';
import { pageItems } from '../../app/paging';
import { useGetStrainsInfiniteQuery } from './api/strainsApi';
import { StrainCard } from './components/StrainCard';
import { StrainFilterBar } from './components/StrainFilterBar';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { LIBRARY_EMPTY, LIBRARY_ERROR } from './strain-display';
import {
  DEFAULT_FILTERS, FILTER_DEBOUNCE_MS, matchesTab, strainsQueryString, thcRangeProblem, TYPE_TABS, type StrainFilters, type TypeTab,
} from './strain-filters';

/** Cards rendered at a time: the first load holds up to 1000 strains, a phone need not lay them all out. */
export const CARDS_PER_STEP = 48;

/** A tab with the number of strains matching the filters (from the first page's counts). */
function tabItems(counts: StrainTypeCounts | null | undefined) {
  return TYPE_TABS.map((name) => {
    const count = counts ? counts[name === 'All' ? 'all' : name] : null;
    return { id: name, label: count === null ? name : <>{name} <StyledCount>{count}</StyledCount></> };
  });
}

/**
 * /strains: filters go to the server 500 ms after the last change; the type tabs filter what it
 * answered, in the browser (spec §4), and show how many strains match. Cards are added as the
 * member scrolls; past the loaded pages (1000 each) the next page is asked for, so A–Z reaches Z.
 * A THC range the server would refuse stays on the fields as a hint and is not sent.
 */
export default function StrainLibraryPage() {
  const [filters, setFilters] = useState<StrainFilters>(DEFAULT_FILTERS);
  const [tab, setTab] = useState<TypeTab>('All');
  const requested = strainsQueryString(filters);
  const [lastValid, setLastValid] = useState(requested);
  if (!thcRangeProblem(filters) && lastValid !== requested) setLastValid(requested);
  const queryString = useDebouncedValue(lastValid, FILTER_DEBOUNCE_MS);
  const { data, isLoading, isFetching, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useGetStrainsInfiniteQuery(queryString);
  const counts = data?.pages[0]?.typeCounts;
  const strains = useMemo(() => pageItems(data).filter((strain) => matchesTab(strain.type, tab)), [data, tab]);
  // Back to the first cards when the filters or the tab change; a next page keeps what is shown.
  const listKey = `${queryString}|${tab}`;
  const [shown, setShown] = useState({ key: listKey, count: CARDS_PER_STEP });
  const visible = shown.key === listKey ? shown.count : CARDS_PER_STEP;
  if (shown.key !== listKey) setShown({ key: listKey, count: CARDS_PER_STEP });
  const tabCount = counts ? counts[tab === 'All' ? 'all' : tab] : null;
  // A tab the counts say is empty is empty, without loading the remaining pages to find out.
  const tabEmpty = strains.length === 0 && (!hasNextPage || tabCount === 0);
  // Further pages only while the tab's count says some of its strains are still to come.
  const canShowMore = visible < strains.length || (hasNextPage && (tabCount === null || strains.length < tabCount));
  const more = () => {
    if (visible < strains.length) setShown({ key: listKey, count: visible + CARDS_PER_STEP });
    else if (hasNextPage && !isFetchingNextPage) {
      // The next page's first cards show as soon as it arrives.
      setShown({ key: listKey, count: visible + CARDS_PER_STEP });
      void fetchNextPage();
    }
  };
  const sentinel = useInfiniteScroll<HTMLDivElement>(canShowMore && !isFetchingNextPage, more, visible + strains.length);
  const reset = () => {
    setFilters(DEFAULT_FILTERS);
    setTab('All');
  };

  return (
    <StyledPage>
      <StyledHeader>
        <h1>Strain Library</h1>
        <p>Explore strains by effect, type and THC, and see what our members report.</p>
      </StyledHeader>
      <StrainFilterBar filters={filters} onChange={setFilters} onReset={reset} />
      <StyledTabs look="underline" label="Strain type" tabs={tabItems(counts)} selected={tab} onSelect={setTab}>
        <section aria-live="polite" aria-busy={isFetching}>
          {isLoading ? (
            <StyledGrid aria-hidden="true">{Array.from({ length: 6 }, (_, i) => <StyledSkeleton key={i} data-testid="strain-skeleton" />)}</StyledGrid>
          ) : isError ? (
            <StyledMessage role="alert">{LIBRARY_ERROR}</StyledMessage>
          ) : tabEmpty ? (
            <StyledEmpty>
              <p>{LIBRARY_EMPTY}</p>
              <StyledButton type="button" onClick={reset}>Reset Filters</StyledButton>
            </StyledEmpty>
          ) : (
            <>
              <p className="visually-hidden" role="status">{`${Math.min(visible, strains.length)} of ${tabCount ?? strains.length} strains shown`}</p>
              <StyledGrid>{strains.slice(0, visible).map((strain) => <StrainCard key={strain.id} strain={strain} />)}</StyledGrid>
              <div ref={sentinel} aria-hidden="true" />
              <StyledMore hasNextPage={canShowMore} isFetchingNextPage={isFetchingNextPage} fetchNextPage={more} label="Show more strains" variant="secondary" block />
            </>
          )}
        </section>
      </StyledTabs>
    </StyledPage>
  );
}

const StyledHeader = styled.header`
  margin-bottom: 12px;
  h1 { margin: 0 0 4px; font-size: clamp(1.5rem, 4vw, 2.1rem); }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledTabs = styled(Tabs<TypeTab>)`
  > [role='tablist'] { margin-bottom: 14px; }
  /* On a phone the count goes under the type, so the four tabs fit without scrolling sideways. */
  @media not all and (min-width: ${({ theme }) => theme.mobile}) {
    > [role='tablist'] button { flex-direction: column; gap: 0; padding-inline: 10px; line-height: 1.2; }
  }
`;

const StyledGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const StyledSkeleton = styled.div`
  height: 420px;
  border-radius: ${({ theme }) => theme.radius};
  ${skeletonBlock}
`;

const StyledCount = styled.span`
  font-size: 0.8em;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledMessage = styled.p`
  margin: 24px 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledMore = styled(LoadMore)`
  margin-top: 16px;
`;

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin: 32px 0;
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;
