import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StrainSummary } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { CARD_EFFECTS, CARD_FLAVORS, formatPercent, formatRating, strainRating, isTopRated, NO_DESCRIPTION, reviewCountText } from '../strain-display';
import { StyledTag, StyledTagList } from './StrainBadges';
import { StrainImage } from './StrainImage';

/** A library card (spec §2): name, type, rating, THC/CBD, clamped description, 4 effects, 3 flavors, reviews. */
export function StrainCard({ strain }: { strain: StrainSummary }) {
  const headingId = `strain-${strain.id}-name`;
  return (
    <StyledCard aria-labelledby={headingId} data-testid="strain-card">
      <StrainImage src={strain.imageUrl} name={strain.name} />
      <StyledTop>
        <h3 id={headingId}>{strain.name}</h3>
        {isTopRated(strain) && <StyledTag $tone="top">Top Rated</StyledTag>}
      </StyledTop>
      <StyledFacts>
        <StyledTag $tone="type" data-testid="strain-type">{strain.type}</StyledTag>
        <span aria-label={`Rated ${formatRating(strainRating(strain))} out of 5`}>★ {formatRating(strainRating(strain))}</span>
        <span>THC {formatPercent(strain.thcContent)}</span>
        <span>CBD {formatPercent(strain.cbdContent)}</span>
      </StyledFacts>
      <StyledDescription>{strain.description.trim() || NO_DESCRIPTION}</StyledDescription>
      {strain.effects.length > 0 && (
        <StyledTagList aria-label="Effects">
          {strain.effects.slice(0, CARD_EFFECTS).map((effect) => <li key={effect}><StyledTag>{effect}</StyledTag></li>)}
        </StyledTagList>
      )}
      {strain.flavors.length > 0 && (
        <StyledTagList aria-label="Flavors">
          {strain.flavors.slice(0, CARD_FLAVORS).map((flavor) => <li key={flavor}><StyledTag $tone="flavor">{flavor}</StyledTag></li>)}
        </StyledTagList>
      )}
      <StyledFooter>
        <span>{reviewCountText(strain.reviewCount)}</span>
        <StyledButton as={Link} to={`/strains/${strain.id}`} aria-label={`View Details of ${strain.name}`}>View Details</StyledButton>
      </StyledFooter>
    </StyledCard>
  );
}

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  min-width: 0;
`;

const StyledTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
  h3 { margin: 0; font-size: 1.1rem; overflow-wrap: anywhere; }
`;

const StyledFacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 12px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledDescription = styled.p`
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledFooter = styled.div`
  margin-top: auto;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
