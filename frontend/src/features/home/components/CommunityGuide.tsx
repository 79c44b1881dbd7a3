import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledCard, StyledCardHeading } from '../../../app/ui/Card';

const COMMUNITY_GUIDE = [
  'Be kind: we are all here to learn.',
  'Share your own photos and experiences.',
  'No selling or sourcing of cannabis.',
  'Keep personal details private.',
];

export function CommunityGuide() {
  return (
    <StyledCard aria-labelledby="guide-heading">
      <StyledCardHeading id="guide-heading">Community Guide</StyledCardHeading>
      <StyledList>{COMMUNITY_GUIDE.map((rule) => <li key={rule}>{rule}</li>)}</StyledList>
      <StyledLinks>
        <Link to="/rules">Community rules</Link>
        <Link to="/reports">Your reports</Link>
      </StyledLinks>
    </StyledCard>
  );
}

const StyledList = styled.ul`
  margin: 0;
  padding-left: 20px;
  li + li { margin-top: 6px; }
`;

const StyledLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 12px 0 0;
  font-size: 0.9rem;
`;
