import styled from 'styled-components';
import { StyledPage } from './Card';
import { skeletonBlock, StyledSkeletonCard } from './Skeleton';

/**
 * A page while its code or data loads: the page column, a heading's bar and a few cards, in place
 * of a bare 'Loading...' line that would leave the screen empty and then jump. `label` stays for
 * screen readers (and keeps the spec's wording where it names one).
 */
export function PageSkeleton({ label = 'Loading...', cards = 3 }: { label?: string; cards?: number }) {
  return (
    <StyledPage aria-busy="true">
      <p className="visually-hidden" role="status">{label}</p>
      <StyledColumn aria-hidden="true" data-testid="page-skeleton">
        <span className="heading" />
        {Array.from({ length: cards }, (_, key) => (
          <StyledSkeletonCard key={key}>
            <div><span className="circle" /><span className="line short" /></div>
            <span className="line" />
            <span className="line medium" />
          </StyledSkeletonCard>
        ))}
      </StyledColumn>
    </StyledPage>
  );
}

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  .heading { display: block; width: 40%; max-width: 280px; height: 28px; border-radius: 8px; ${skeletonBlock} }
`;
