import { StyledButton, type ButtonLook } from './Button';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  label?: string;
  /** The button's look (ghost under a card's list, secondary under a page's list). */
  variant?: ButtonLook['$variant'];
  /** The list's full width. */
  block?: boolean;
  /** For `styled(LoadMore)`. */
  className?: string;
}

/**
 * The button under a paged list (an infinite query's next page, see app/paging.ts); nothing when
 * there is none. Every list's "Load more" is this one (ESLint refuses a hand-rolled one), so the
 * busy state and the wording are the same everywhere.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, label = 'Load more', variant = 'ghost', block, className }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <StyledButton type="button" className={className} $variant={variant} $block={block} onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
      {isFetchingNextPage ? 'Loading...' : label}
    </StyledButton>
  );
}
