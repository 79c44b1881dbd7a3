import { StyledButton } from './Button';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  label?: string;
}

/** The button under a paginated list (an infinite query's next page); nothing when there is none. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, label = 'Load more' }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <StyledButton type="button" $variant="ghost" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
      {isFetchingNextPage ? 'Loading...' : label}
    </StyledButton>
  );
}
