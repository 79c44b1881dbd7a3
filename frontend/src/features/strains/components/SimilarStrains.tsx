import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { skeletonBlock } from '../../../app/ui/Skeleton';
import { useGetSimilarStrainsQuery } from '../api/strainsApi';
import { formatRating, strainRating } from '../strain-display';
import { StyledTag } from './StrainBadges';

export const SIMILAR_ERROR = 'Could not load similar strains.';
export const SIMILAR_EMPTY = 'No similar strains yet.';

/** "Similar strains" on the strain page: by shared effects, flavors and terpenes (the server ranks). */
export function SimilarStrains({ strainId }: { strainId: string }) {
  const { data, isLoading, isError } = useGetSimilarStrainsQuery(strainId);
  return (
    <section aria-labelledby="similar-heading" aria-busy={isLoading}>
      <h2 id="similar-heading">Similar strains</h2>
      {isLoading ? (
        <StyledSkeleton aria-hidden="true" data-testid="similar-skeleton" />
      ) : isError || !data ? (
        <p role="alert">{SIMILAR_ERROR}</p>
      ) : data.length === 0 ? (
        <p>{SIMILAR_EMPTY}</p>
      ) : (
        <StyledList>
          {data.map((strain) => (
            <li key={strain.id}>
              <Link to={`/strains/${strain.id}`}>
                <span>{strain.name}</span>
                <StyledTag $tone="type">{strain.type}</StyledTag>
                <small aria-label={`Rated ${formatRating(strainRating(strain))} out of 5`}>★ {formatRating(strainRating(strain))}</small>
              </Link>
              <small>{strain.effects.slice(0, 3).join(' · ')}</small>
            </li>
          ))}
        </StyledList>
      )}
    </section>
  );
}

const StyledSkeleton = styled.div`
  height: 120px;
  border-radius: 8px;
  ${skeletonBlock}
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  li { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  a { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; min-height: 44px; font-weight: 600; text-decoration: none; overflow-wrap: anywhere; }
  a span { text-decoration: underline; }
  small { color: ${({ theme }) => theme.colors.muted}; font-weight: 400; }
`;
