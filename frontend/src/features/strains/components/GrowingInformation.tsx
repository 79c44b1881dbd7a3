import styled from 'styled-components';
import type { StrainDto } from '@cannaverse/contracts';
import { difficultyLabel, NOT_ANALYSED } from '../strain-display';
import { StyledFactList } from './FactList';
import { PremiumLocked } from './PremiumLocked';

const STARS = 5;

/** Premium: difficulty as 1–5 stars, flowering time, yield, environment and tips; honest gaps. */
export function GrowingInformation({ strain, premium }: { strain: StrainDto; premium: boolean }) {
  const grow = strain.growTips ?? null;
  return (
    <section aria-labelledby="growing-heading">
      <h2 id="growing-heading">Growing Information</h2>
      {!premium ? (
        <PremiumLocked what="Growing information" />
      ) : !grow ? (
        <p data-testid="growing-not-analysed">{NOT_ANALYSED}</p>
      ) : (
        <StyledFacts data-testid="growing-info">
          <dt>Difficulty</dt>
          <dd>
            {grow.difficulty === null ? NOT_ANALYSED : (
              <span role="img" aria-label={`Difficulty ${grow.difficulty} of ${STARS}: ${difficultyLabel(grow.difficulty)}`}>
                <span aria-hidden="true" className="stars">{'★'.repeat(grow.difficulty)}{'☆'.repeat(STARS - grow.difficulty)}</span>
                <span aria-hidden="true"> {difficultyLabel(grow.difficulty)}</span>
              </span>
            )}
          </dd>
          <dt>Flowering time</dt><dd>{grow.floweringTime ?? NOT_ANALYSED}</dd>
          <dt>Yield</dt><dd>{grow.yield ?? NOT_ANALYSED}</dd>
          <dt>Environment</dt><dd>{grow.growEnvironment ?? NOT_ANALYSED}</dd>
          <dt>Grow tips</dt><dd>{grow.growTips ?? NOT_ANALYSED}</dd>
        </StyledFacts>
      )}
    </section>
  );
}

const StyledFacts = styled(StyledFactList)`
  .stars { color: ${({ theme }) => theme.colors.accent}; letter-spacing: 2px; }
`;
