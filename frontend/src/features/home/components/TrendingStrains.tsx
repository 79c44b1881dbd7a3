import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledCard } from '../../../app/ui/Card';
import { useGetTrendingStrainsQuery } from '../api/trendingStrainsApi';

/** 3 top-rated strains linking to /strains; nothing until the strain library answers (spec §2). */
export function TrendingStrains() {
  const { data, isError } = useGetTrendingStrainsQuery();
  if (isError || !data || data.length === 0) return null;
  return (
    <StyledCard aria-labelledby="trending-strains-heading">
      <StyledHeading id="trending-strains-heading">Trending Strains</StyledHeading>
      <StyledList>
        {data.map((strain) => (
          <li key={strain.id}>
            <Link to="/strains">
              <span>{strain.name}</span>
              {strain.type && <small>{strain.type}</small>}
              {strain.rating !== null && <small aria-label={`Rated ${strain.rating} out of 5`}>★ {strain.rating.toFixed(1)}</small>}
            </Link>
          </li>
        ))}
      </StyledList>
    </StyledCard>
  );
}

const StyledHeading = styled.h2`
  margin: 0 0 10px;
  font-size: 1.1rem;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a { display: flex; gap: 8px; align-items: baseline; min-height: 40px; padding: 8px 0; text-decoration: none; font-weight: 600; }
  a span { flex: 1; }
  small { color: ${({ theme }) => theme.colors.muted}; font-weight: 400; }
`;
