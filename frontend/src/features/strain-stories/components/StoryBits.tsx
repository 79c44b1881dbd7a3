import styled from 'styled-components';
import type { StrainType } from '@cannaverse/contracts';

const TYPE_COLOURS: Record<StrainType, { background: string; color: string }> = {
  Indica: { background: '#ede7f6', color: '#4527a0' },
  Sativa: { background: '#fff3e0', color: '#8a3c00' },
  Hybrid: { background: '#e8f5e9', color: '#1b5e20' },
};

/** The strain type badge of a story (card and page). */
export function StrainTypeBadge({ type }: { type: StrainType }) {
  return <StyledBadge $type={type}>{type}</StyledBadge>;
}

const StyledBadge = styled.span<{ $type: StrainType }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ $type }) => TYPE_COLOURS[$type]?.background ?? '#eee'};
  color: ${({ $type }) => TYPE_COLOURS[$type]?.color ?? '#333'};
`;

/** '★★★★☆ 4/5': the rating out of 5. */
export function StoryRating({ rating }: { rating: number }) {
  return (
    <StyledRating aria-label={`Rated ${rating} out of 5`}>
      <span aria-hidden="true">{'★'.repeat(rating)}{'☆'.repeat(Math.max(0, 5 - rating))}</span> {rating}/5
    </StyledRating>
  );
}

const StyledRating = styled.span`
  font-weight: 600;
  white-space: nowrap;
  > span { color: #b26a00; letter-spacing: 1px; }
`;

/** The effects a story reports, as chips. */
export function EffectChips({ effects }: { effects: string[] }) {
  return <StyledChips aria-label="Effects">{effects.map((effect) => <li key={effect}>{effect}</li>)}</StyledChips>;
}

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border-radius: 999px;
    font-size: 0.85rem;
    background: ${({ theme }) => theme.colors.brandLight};
    color: ${({ theme }) => theme.colors.brandDark};
  }
`;
