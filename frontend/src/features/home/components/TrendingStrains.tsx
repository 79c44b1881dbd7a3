import { Link } from 'react-router-dom';
import { shownStrainRating } from '@cannaverse/contracts';
import styled from 'styled-components';
import { StyledCard, StyledCardHeading } from '../../../app/ui/Card';
import { useGetTrendingStrainsQuery } from '../api/trendingStrainsApi';

/** 3 top-rated strains linking to /strains (spec §2); nothing when the library cannot answer. */
export function TrendingStrains() {
  const { data, isError } = useGetTrendingStrainsQuery();
  if (isError || !data || data.length === 0) return null;
  return (
    <StyledCard aria-labelledby="trending-strains-heading">
      <StyledCardHeading id="trending-strains-heading">Trending Strains</StyledCardHeading>
      <StyledList>
        {data.map((strain) => (
          <li key={strain.id}>
            <Link to="/strains">
              <span>{strain.name}</span>
              {strain.type && <small>{strain.type}</small>}
              {shownStrainRating(strain) !== null && <small aria-label={`Rated ${shownStrainRating(strain)} out of 5`}>★ {shownStrainRating(strain)?.toFixed(1)}</small>}
            </Link>
          </li>
        ))}
      </StyledList>
    </StyledCard>
  );
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a { display: flex; gap: 8px; align-items: baseline; min-height: 40px; padding: 8px 0; text-decoration: none; font-weight: 600; }
  a span { flex: 1; }
  small { color: ${({ theme }) => theme.colors.muted}; font-weight: 400; }
`;
