import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { GROWING_TIPS } from '@cannaverse/contracts';
import { StyledCard, StyledCardHeading } from '../../../app/ui/Card';

/** The side card beside every guide: the five fixed tips and a way back to the list. */
export function GrowingTipsCard() {
  return (
    <StyledCard aria-labelledby="growing-tips">
      <StyledCardHeading id="growing-tips">Growing Tips</StyledCardHeading>
      <StyledTips>
        {GROWING_TIPS.map((tip) => (
          <li key={tip.title}>
            <strong>{tip.title}</strong>
            <span>{tip.text}</span>
          </li>
        ))}
      </StyledTips>
      <Link to="/grow-guides">View All Guides</Link>
    </StyledCard>
  );
}

const StyledTips = styled.ol`
  margin: 0 0 12px;
  padding-left: 20px;
  li { margin-bottom: 10px; }
  strong { display: block; }
  span { font-size: 0.92rem; color: ${({ theme }) => theme.colors.muted}; }
`;
