import styled, { css, keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

/** The grey pulsing block of a loading placeholder; still for members who prefer less motion. */
export const skeletonBlock = css`
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

/**
 * A placeholder card while a list loads: put `span.line` (`.short`, `.medium`, `.title`),
 * `span.circle` and `span.media` (a photo's box) in it; a `div` inside lays its children out in a row.
 */
export const StyledSkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  > div { display: flex; align-items: center; gap: 10px; }
  .circle, .line, .media { display: block; ${skeletonBlock} }
  .media { width: 100%; aspect-ratio: 4 / 3; border-radius: 10px; }
  .circle { width: 40px; height: 40px; border-radius: 50%; }
  .line { height: 12px; border-radius: 6px; width: 100%; }
  .short { width: 30%; }
  .medium { width: 60%; }
  .title { height: 18px; width: 60%; }
`;

/**
 * Rows of placeholders without a card around them (comments, list rows inside a card): same
 * `span.line`/`span.circle` vocabulary as StyledSkeletonCard.
 */
export const StyledSkeletonRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0 0 12px;
  > div { display: flex; align-items: flex-start; gap: 10px; }
  > div > div { flex: 1; display: flex; flex-direction: column; gap: 6px; }
  .circle, .line { display: block; ${skeletonBlock} }
  .circle { width: 32px; height: 32px; border-radius: 50%; flex: none; }
  .line { height: 12px; border-radius: 6px; width: 100%; }
  .short { width: 30%; }
  .medium { width: 60%; }
`;
