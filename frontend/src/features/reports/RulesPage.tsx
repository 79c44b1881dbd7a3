import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { SkeletonRegion, StyledSkeletonText } from '../../app/ui/Skeleton';
import { StyledButton } from '../../app/ui/Button';
import { useGetCommunityRulesQuery } from './api/reportsApi';

/** The public /rules page: what every report is filed under (issue 24). */
export default function RulesPage() {
  const { data, isLoading, isError, refetch } = useGetCommunityRulesQuery();
  return (
    <StyledPage>
      <StyledCard>
        <h1>Community rules</h1>
        <StyledIntro>
          Cannaverse is for adults who want to talk about cannabis honestly and kindly. When something breaks one of these rules, use
          Report on the post, comment, story, profile, stream or chat message: moderators review every report and tell you what they decided.
        </StyledIntro>
        {isLoading && (
          <SkeletonRegion label="Loading rules..." testId="rules-skeleton">
            {[0, 1, 2, 3].map((key) => <p key={key}><StyledSkeletonText $width="40%" /><br /><StyledSkeletonText $width="90%" /></p>)}
          </SkeletonRegion>
        )}
        {isError && (
          <div role="alert">
            <p>The rules could not be loaded.</p>
            <StyledButton type="button" $variant="secondary" onClick={() => void refetch()}>Try again</StyledButton>
          </div>
        )}
        {data && (
          <StyledRules>
            {data.map((rule) => (
              <li key={rule.id} id={`rule-${rule.id}`}>
                <h2>{rule.title}</h2>
                <p>{rule.description}</p>
              </li>
            ))}
          </StyledRules>
        )}
        <Link to="/">Back to Cannaverse</Link>
      </StyledCard>
    </StyledPage>
  );
}

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledRules = styled.ol`
  padding-left: 1.4em;
  display: grid;
  gap: 4px;
  h2 { font-size: 1.05rem; margin: 8px 0 2px; }
  p { margin: 0; }
`;
