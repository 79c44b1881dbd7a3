import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SEARCH_KINDS, type SearchKind, type SearchResultsByKind } from '@cannaverse/contracts';
import { pageItems } from '../../app/paging';
import { StyledButton } from '../../app/ui/Button';
import { LoadMore } from '../../app/ui/LoadMore';
import { StyledSkeletonCard } from '../../app/ui/Skeleton';
import { Tabs, type TabItem } from '../../app/ui/Tabs';
import { useSearchKindInfiniteQuery } from './api/searchApi';
import { SearchResult, resultKey } from './components/SearchResult';
import { clearRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';

type SearchTab = 'all' | SearchKind;

export const KIND_LABELS: Record<SearchKind, string> = {
  members: 'Members', posts: 'Posts', hashtags: 'Hashtags', strains: 'Strains', stories: 'Stories', guides: 'Guides',
};
const TABS: ReadonlyArray<TabItem<SearchTab>> = [{ id: 'all', label: 'All' }, ...SEARCH_KINDS.map((kind) => ({ id: kind, label: KIND_LABELS[kind] }))];
/** Shown on the All tab per kind; the kind's tab has the rest. */
const ALL_TAB_SHOWN = 5;
/** Ideas for an empty search: a strain, an alias, a topic, a method. */
export const SEARCH_SUGGESTIONS = ['Blue Dream', 'GG4', 'growing', 'indoor', 'Sour Diesel'];
export const NO_RESULTS_TEXT = 'Nothing found. Check the spelling or try fewer words.';

const tabFrom = (value: string | null): SearchTab => TABS.find((tab) => tab.id === value)?.id ?? 'all';

/** One kind's results: asked at once (in parallel with the others), shown when they arrive. */
function KindResults({ q, kind, shown, onMore }: { q: string; kind: SearchKind; shown?: number; onMore?: () => void }) {
  const query = useSearchKindInfiniteQuery({ q, type: kind });
  const items = pageItems(query.currentData) as Array<SearchResultsByKind[SearchKind]>;
  const visible = shown === undefined ? items : items.slice(0, shown);
  const heading = KIND_LABELS[kind];
  if (query.isError) return <StyledNote role="status">{heading} could not be searched right now.</StyledNote>;
  if (!query.currentData) {
    return <StyledSkeletonCard aria-busy="true" aria-label={`Searching ${heading.toLowerCase()}...`} data-testid={`search-loading-${kind}`}><span className="line medium" /><span className="line short" /></StyledSkeletonCard>;
  }
  if (shown !== undefined && items.length === 0) return null;
  if (items.length === 0) return <StyledNote>{NO_RESULTS_TEXT}</StyledNote>;
  return (
    <>
      <StyledResults aria-label={heading}>
        {visible.map((item) => <SearchResult key={resultKey(kind, item)} kind={kind} item={item} />)}
      </StyledResults>
      {shown !== undefined
        ? items.length > shown && <StyledLinkButton type="button" onClick={onMore}>See all {heading.toLowerCase()}</StyledLinkButton>
        : <LoadMore hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} label={`More ${heading.toLowerCase()}`} />}
    </>
  );
}

/** Every kind in sections: each appears as its answer arrives; kinds without results stay out. */
function AllResults({ q, onSelect }: { q: string; onSelect(tab: SearchKind): void }) {
  return (
    <>
      {SEARCH_KINDS.map((kind) => (
        <StyledSection key={kind} aria-label={KIND_LABELS[kind]}>
          <KindSection q={q} kind={kind} onMore={() => onSelect(kind)} />
        </StyledSection>
      ))}
    </>
  );
}

function KindSection({ q, kind, onMore }: { q: string; kind: SearchKind; onMore(): void }) {
  const query = useSearchKindInfiniteQuery({ q, type: kind });
  const empty = query.currentData && pageItems(query.currentData).length === 0;
  if (empty) return null;
  return (
    <>
      <h2>{KIND_LABELS[kind]}</h2>
      <KindResults q={q} kind={kind} shown={ALL_TAB_SHOWN} onMore={onMore} />
    </>
  );
}

/** The answer of every kind is in and none found anything: one message instead of six empty sections. */
function useNothingFound(q: string): boolean {
  const answers = SEARCH_KINDS.map((kind) =>
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list: the same hooks in the same order every render
    useSearchKindInfiniteQuery({ q, type: kind }, { skip: !q }).currentData);
  return Boolean(q) && answers.every((data) => data && pageItems(data).length === 0);
}

/** No search yet: the recent searches on this device and a few ideas. */
function EmptyState({ onSearch }: { onSearch(q: string): void }) {
  const [recent, setRecent] = useState(readRecentSearches);
  return (
    <StyledEmpty>
      {recent.length > 0 && (
        <section aria-labelledby="recent-heading">
          <h2 id="recent-heading">Recent searches</h2>
          <ul>{recent.map((item) => <li key={item}><Link to={`/search?q=${encodeURIComponent(item)}`}>{item}</Link></li>)}</ul>
          <StyledLinkButton type="button" onClick={() => { clearRecentSearches(); setRecent([]); }}>Clear recent searches</StyledLinkButton>
        </section>
      )}
      <section aria-labelledby="ideas-heading">
        <h2 id="ideas-heading">Try searching for</h2>
        <ul className="chips">{SEARCH_SUGGESTIONS.map((idea) => <li key={idea}><button type="button" onClick={() => onSearch(idea)}>{idea}</button></li>)}</ul>
        <p>Search finds members, posts, hashtags, strains (even misspelled), strain stories and grow guides.</p>
      </section>
    </StyledEmpty>
  );
}

/**
 * `/search?q=&tab=`: the top bar's search opens it. Tabs per kind (the shared Tabs), each kind
 * asked in parallel and shown as it arrives; Up/Down move between results, `/` returns to the box;
 * recent searches stay on this device.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const tab = tabFrom(params.get('tab'));
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const nothing = useNothingFound(q);

  useEffect(() => { if (q) rememberSearch(q); }, [q]);

  const go = (next: string, nextTab: SearchTab = tab) => setParams(() => {
    const updated = new URLSearchParams();
    if (next.trim()) updated.set('q', next.trim());
    if (nextTab !== 'all') updated.set('tab', nextTab);
    return updated;
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(new FormData(event.currentTarget).get('q')?.toString() ?? '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(results.current?.querySelectorAll<HTMLAnchorElement>('a[data-search-result]') ?? []);
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(links.length - 1, at + 1) : at - 1;
    if (next < 0) input.current?.focus();
    else links[next].focus();
  };

  return (
    <StyledPage onKeyDown={onKeyDown}>
      <h1>Search</h1>
      <form role="search" onSubmit={onSubmit} aria-label="Search Cannaverse">
        <label htmlFor="search-page-input" className="visually-hidden">Search</label>
        {/* Uncontrolled, re-created for each search (key), so it shows the search in the URL. */}
        <input ref={input} key={q} id="search-page-input" name="q" type="search" defaultValue={q} placeholder="Members, posts, #hashtags, strains, stories, guides" />
        <StyledButton type="submit">Search</StyledButton>
      </form>
      {!q ? <EmptyState onSearch={(idea) => go(idea, 'all')} /> : (
        <Tabs label="Search results" tabs={TABS} selected={tab} onSelect={(next) => go(q, next)} look="underline">
          <div ref={results} aria-live="polite">
            {nothing && tab === 'all' ? (
              <StyledEmpty>
                <p>{NO_RESULTS_TEXT}</p>
                <ul className="chips">{SEARCH_SUGGESTIONS.map((idea) => <li key={idea}><button type="button" onClick={() => go(idea, 'all')}>{idea}</button></li>)}</ul>
              </StyledEmpty>
            ) : tab === 'all' ? <AllResults q={q} onSelect={(kind) => go(q, kind)} /> : <KindResults q={q} kind={tab} />}
          </div>
        </Tabs>
      )}
    </StyledPage>
  );
}

const StyledPage = styled.main`
  max-width: 860px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  h1 { margin: 0 0 12px; }
  form[role='search'] {
    display: flex;
    gap: 8px;
    margin-bottom: 16px;
    input { flex: 1; min-height: 44px; padding: 8px 12px; border-radius: 10px; border: 1px solid ${({ theme }) => theme.colors.border}; font-size: 1rem; }
  }
`;

const StyledSection = styled.section`
  margin-top: 16px;
  h2 { font-size: 1.05rem; margin: 0 0 6px; }
`;

const StyledResults = styled.ul`
  list-style: none;
  margin: 0 0 8px;
  padding: 0;
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  padding: 12px 0;
`;

const StyledLinkButton = styled.button`
  border: 0;
  background: none;
  padding: 6px 0;
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
`;

const StyledEmpty = styled.div`
  margin-top: 16px;
  h2 { font-size: 1.05rem; }
  ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
  .chips button {
    min-height: 40px;
    padding: 6px 14px;
    border-radius: 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
`;
