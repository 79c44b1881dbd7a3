import type { ReactNode } from 'react';
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

/**
 * A line of text's placeholder: a bar inside a box one line tall in the surrounding font (the body's
 * line-height is 1.5), so a skeleton built of these is as tall as the text it stands for. Put it where
 * the text goes (inside the `p`, `small` or `strong`) and it takes that element's size too.
 */
export const StyledSkeletonText = styled.span<{ $width?: string }>`
  display: inline-block;
  vertical-align: top;
  width: ${({ $width = '100%' }) => $width};
  max-width: 100%;
  height: 1.5em;
  &::before { content: ''; display: block; height: 0.8em; margin-top: 0.35em; border-radius: 0.4em; ${skeletonBlock} }
`;

/** An avatar's or a radio button's placeholder. */
export const StyledSkeletonCircle = styled.span<{ $size: number }>`
  display: block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  ${skeletonBlock}
`;

/** A box's placeholder (a button, a badge, a photo): give it the size of what it stands for. */
export const StyledSkeletonBox = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  display: block;
  flex: none;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '44px' }) => $height};
  border-radius: ${({ $radius = '10px' }) => $radius};
  ${skeletonBlock}
`;

/**
 * A loading state: `label` for screen readers as a status (the wording tests and the spec know; the
 * bare line used to be visible) and `children`, the placeholders, hidden from them.
 */
export function SkeletonRegion({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">{label}</p>
      <div aria-hidden="true" data-testid={testId}>{children}</div>
    </div>
  );
}

/**
 * A row of a list of members or choices: a circle (avatar, radio) beside lines of text (`children`,
 * StyledSkeletonText in the element the text uses) and, with `action`, a button of that width at the end.
 * The list's own CSS frames the row (padding, separators), as it frames the real one.
 */
export function SkeletonRow({ circle, action, children }: { circle: number; action?: string; children: ReactNode }) {
  return (
    <StyledRow>
      <StyledSkeletonCircle $size={circle} />
      <span>{children}</span>
      {action && <StyledSkeletonBox $width={action} />}
    </StyledRow>
  );
}

const StyledRow = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 12px;
  > span { flex: 1; min-width: 0; display: flex; flex-direction: column; }
`;
