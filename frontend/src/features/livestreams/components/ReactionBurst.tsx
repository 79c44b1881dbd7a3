import styled, { keyframes } from 'styled-components';
import type { LiveReactionType } from '@cannaverse/contracts';
import type { FloatingReaction } from '../hooks/useLiveChannel';
import { FLOAT_MS } from '../hooks/useLiveChannel';

const SYMBOLS: Record<LiveReactionType, string> = { love: '♥', like: '👍', fire: '🔥', laugh: '😂', wow: '😮' };

/**
 * Everyone's reactions in the room (issue 21): each floats up once beside the Like button, and
 * the count says how many arrived since the page opened. The floating symbols are decoration
 * (hidden from screen readers); the count is the information.
 */
export function ReactionBurst({ count, recent }: { count: number; recent: FloatingReaction[] }) {
  return (
    <StyledBurst>
      <StyledCount role="img" aria-label={`${count} ${count === 1 ? 'reaction' : 'reactions'}`}>
        <span aria-hidden="true">♥</span> {count}
      </StyledCount>
      <StyledSky aria-hidden="true">
        {recent.map((reaction) => (
          <StyledFloat key={reaction.key} data-testid="floating-reaction" $lane={reaction.key % 5}>{SYMBOLS[reaction.reactionType]}</StyledFloat>
        ))}
      </StyledSky>
    </StyledBurst>
  );
}

const rise = keyframes`
  from { transform: translateY(0) scale(0.8); opacity: 1; }
  to { transform: translateY(-120px) scale(1.2); opacity: 0; }
`;

const StyledBurst = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  white-space: nowrap;
`;

const StyledSky = styled.span`
  position: absolute;
  bottom: 100%;
  left: 0;
  width: 60px;
  height: 0;
  pointer-events: none;
`;

const StyledFloat = styled.span<{ $lane: number }>`
  position: absolute;
  bottom: 0;
  left: ${({ $lane }) => $lane * 10}px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 1.3rem;
  animation: ${rise} ${FLOAT_MS}ms ease-out forwards;
  @media (prefers-reduced-motion: reduce) { animation: none; opacity: 0.8; }
`;
