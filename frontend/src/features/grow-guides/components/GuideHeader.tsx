import styled from 'styled-components';
import { difficultyLabel, type GrowGuideSummary } from '@cannaverse/contracts';
import { methodLabel } from '../method-label';
import { StyledTag, StyledTags } from './GuideCard';
import { PremiumBadge } from './PremiumBadge';

/** Title, Premium badge, method, difficulty, time to harvest, summary and the cover picture. */
export function GuideHeader({ guide }: { guide: GrowGuideSummary }) {
  return (
    <StyledHeader>
      <h1>{guide.title}</h1>
      <StyledTags>
        {guide.isPremium && <PremiumBadge />}
        <StyledTag>{methodLabel(guide.method)}</StyledTag>
        <StyledTag>Difficulty: {difficultyLabel(guide.difficulty)}</StyledTag>
        {guide.timeToHarvest && <StyledTag>{guide.timeToHarvest}</StyledTag>}
      </StyledTags>
      <p>{guide.summary}</p>
      {guide.imageUrl && <img src={guide.imageUrl} alt="" width={640} height={400} />}
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  h1 { margin: 0 0 8px; font-size: clamp(1.5rem, 4vw, 2.1rem); }
  > p { font-size: 1.05rem; color: ${({ theme }) => theme.colors.muted}; }
  img { display: block; width: 100%; height: auto; aspect-ratio: 320 / 200; border-radius: ${({ theme }) => theme.radius}; background: ${({ theme }) => theme.colors.brandLight}; }
`;
