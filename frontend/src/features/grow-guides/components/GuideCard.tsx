import styled from 'styled-components';
import { difficultyLabel, type GrowGuideSummary } from '@cannaverse/contracts';
import { StyledButtonLink } from '../../../app/ui/ButtonLink';
import { StyledSkeletonBox, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { PremiumBadge } from './PremiumBadge';
import { methodLabel } from '../method-label';

/** A card of the guides list: 'View Preview' for a premium guide the member cannot read yet, else 'Read Guide'. */
export function GuideCard({ guide }: { guide: GrowGuideSummary }) {
  return (
    <StyledCard aria-labelledby={`guide-${guide.id}`}>
      {guide.imageUrl
        ? <StyledImage src={guide.imageUrl} alt="" width={320} height={200} loading="lazy" />
        : <StyledNoImage>No image</StyledNoImage>}
      <StyledBody>
        <StyledTags>
          {guide.isPremium && <PremiumBadge />}
          <StyledTag>{methodLabel(guide.method)}</StyledTag>
          <StyledTag>{difficultyLabel(guide.difficulty)}</StyledTag>
        </StyledTags>
        <h2 id={`guide-${guide.id}`}>{guide.title}</h2>
        {guide.timeToHarvest && <StyledHarvest>{guide.timeToHarvest}</StyledHarvest>}
        <p>{guide.summary}</p>
        <StyledReadLink to={`/grow-guides/${guide.slug}`} aria-label={`${guide.hasAccess ? 'Read Guide' : 'View Preview'}: ${guide.title}`}>
          {guide.hasAccess ? 'Read Guide' : 'View Preview'}
        </StyledReadLink>
      </StyledBody>
    </StyledCard>
  );
}

/** GuideCard's shape while the list loads, with the seeded guides' usual lengths: the picture, two tags, a two-line title, the time to harvest, five lines of summary, the button. */
export function GuideCardSkeleton() {
  return (
    <StyledCard as="div">
      <StyledImageSkeleton />
      <StyledBody>
        <StyledTags><StyledTagSkeleton $width="6em" /><StyledTagSkeleton $width="5em" /></StyledTags>
        <h2><StyledSkeletonText /><StyledSkeletonText $width="55%" /></h2>
        <StyledHarvest><StyledSkeletonText $width="40%" /></StyledHarvest>
        <p>{[0, 1, 2, 3].map((key) => <StyledSkeletonText key={key} />)}<StyledSkeletonText $width="60%" /></p>
        <StyledSkeletonBox $width="8em" />
      </StyledBody>
    </StyledCard>
  );
}

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const StyledImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 320 / 200;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.brandLight};
`;

const StyledNoImage = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 320 / 200;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.background};
`;

const StyledImageSkeleton = styled(StyledSkeletonBox)`
  height: auto;
  aspect-ratio: 320 / 200;
  border-radius: 0;
`;

/** A tag's height: one line of its text and its 2 px padding above and below. */
const StyledTagSkeleton = styled(StyledSkeletonBox)`
  height: calc(1.5em + 4px);
  border-radius: 999px;
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  h2 { margin: 0; font-size: 1.15rem; }
  p { margin: 0; flex: 1; color: ${({ theme }) => theme.colors.muted}; }
`;

export const StyledTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  font-size: 0.85rem;
`;

export const StyledTag = styled.span`
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.brandLight};
  color: ${({ theme }) => theme.colors.brandDark};
`;

const StyledHarvest = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.brandDark};
`;

const StyledReadLink = styled(StyledButtonLink)`
  align-self: flex-start;
`;
