import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledCard } from '../../../app/ui/Card';
import { StyledSkeletonCard } from '../../../app/ui/Skeleton';

/** Title and text of a state card (errors, not found, invalid id), with a way back to the list. */
export function StoryStateCard({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <StyledCard role={title.startsWith('Error') ? 'alert' : undefined}>
      <h1>{title}</h1>
      {text && <p>{text}</p>}
      {children ?? <Link to="/strain-stories">Back to Stories</Link>}
    </StyledCard>
  );
}

/** Placeholder cards while stories load. */
export function StorySkeleton({ count = 3 }: { count?: number }) {
  return (
    <StyledSkeletons aria-busy="true">
      <p className="visually-hidden" role="status">Loading stories...</p>
      {Array.from({ length: count }, (_, index) => (
        <StyledSkeletonCard key={index} aria-hidden="true" data-testid="story-skeleton">
          <span className="line short" />
          <span className="line title" />
          <span className="line" />
          <span className="line medium" />
        </StyledSkeletonCard>
      ))}
    </StyledSkeletons>
  );
}

const StyledSkeletons = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;
