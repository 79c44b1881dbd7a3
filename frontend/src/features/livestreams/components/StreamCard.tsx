import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import type { LiveStreamDto } from '@cannaverse/contracts';
import { firstTag, watchingLabel } from '../stream-display';
import { StatusBadge } from './StatusBadge';

/** A grid card: links to the stream, its status badge, title, creator, first tag (spec §2, §9). */
export function StreamCard({ stream }: { stream: LiveStreamDto }) {
  const tag = firstTag(stream.tags);
  const creator = stream.user.displayName ?? stream.user.username;
  return (
    <StyledCard to={`/livestreams/${stream.id}`} aria-label={`${stream.title} by ${creator}`}>
      <StyledThumb aria-hidden="true">
        <StatusBadge status={stream.status} />
        {stream.status === 'live' && <StyledWatching>{watchingLabel(stream.viewerCount)}</StyledWatching>}
      </StyledThumb>
      <StyledBody>
        <StyledTitle>{stream.title}</StyledTitle>
        <StyledMeta>{creator}</StyledMeta>
        {tag && <StyledTag>{tag}</StyledTag>}
      </StyledBody>
    </StyledCard>
  );
}

export function StreamCardSkeleton() {
  return (
    <StyledSkeleton aria-hidden="true" data-testid="stream-card-skeleton">
      <StyledThumb as="div" />
      <StyledBody><StyledBar $width="70%" /><StyledBar $width="40%" /></StyledBody>
    </StyledSkeleton>
  );
}

const StyledCard = styled(Link)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: inherit;
  text-decoration: none;
  &:hover, &:focus-visible { border-color: ${({ theme }) => theme.colors.brand}; }
`;

const StyledThumb = styled.span`
  position: relative;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  padding: 10px;
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, #1b5e20, #2e7d32 45%, #9ccc65);
`;

const StyledWatching = styled.span`
  padding: 2px 8px;
  border-radius: 6px;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  font-size: 0.8rem;
`;

const StyledBody = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 12px;
`;

const StyledTitle = styled.strong`
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const StyledTag = styled.span`
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brandLight};
  color: ${({ theme }) => theme.colors.brandDark};
  font-size: 0.8rem;
`;

const pulse = keyframes`from { opacity: 0.55; } to { opacity: 1; }`;

const StyledSkeleton = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  animation: ${pulse} 1s ease-in-out infinite alternate;
  & > span:first-child { background: ${({ theme }) => theme.colors.brandLight}; }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const StyledBar = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: 12px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.border};
`;
