import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isPremiumStatus, type UserDto } from '@cannaverse/contracts';
import { StyledCard } from '../../../app/ui/Card';
import { SkeletonRegion, StyledSkeletonBox } from '../../../app/ui/Skeleton';
import { useGetMemberStatsQuery } from '../../profiles/api/profilesApi';
import { useMembershipStatus } from '../../membership/hooks/useMembershipStatus';
import { useAfterFirstPaint } from '../../../shared/after-first-paint';

/** Posts, Liked (likes the member's posts received) and Reviews, from /api/users/{me}/stats. */
export function WelcomeCard({ user }: { user: UserDto }) {
  // The heading paints first; its counters and plan are asked for after (shared/after-first-paint.ts).
  const painted = useAfterFirstPaint();
  const { data, isError } = useGetMemberStatsQuery(user.id, { skip: !painted });
  const premium = isPremiumStatus(useMembershipStatus({ skip: !painted }));
  const counters: Array<[string, number | undefined]> = [['Posts', data?.posts], ['Liked', data?.likesReceived], ['Reviews', data?.reviews]];
  return (
    <StyledCard aria-labelledby="welcome-heading">
      <StyledHeading id="welcome-heading">Welcome, {user.displayName ?? user.username}!</StyledHeading>
      {data || isError ? (
        <StyledCounters>
          {counters.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              {/* A failed load shows a dash, never a 0 the member did not earn. */}
              <dd>{value ?? '–'}</dd>
            </div>
          ))}
        </StyledCounters>
      ) : (
        // Until the numbers arrive: placeholders where they will be, not 0 / 0 / 0 (issue 25).
        <SkeletonRegion label="Loading..." testId="welcome-counters-skeleton">
          <StyledCounters as="div">
            {counters.map(([label]) => (
              <div key={label}>
                <span className="label">{label}</span>
                <StyledSkeletonBox $width="2.2em" $height="1.5rem" className="number" />
              </div>
            ))}
          </StyledCounters>
        </SkeletonRegion>
      )}
      <StyledMembership to="/membership">{premium ? 'Your membership' : 'See membership plans'}</StyledMembership>
    </StyledCard>
  );
}

const StyledHeading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.1rem;
  overflow-wrap: anywhere; /* a 30-character username must not push the card wider than a phone */
`;

const StyledCounters = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin: 0;
  text-align: center;
  div { display: flex; flex-direction: column-reverse; }
  div { align-items: center; }
  dt, .label { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
  dd { margin: 0; font-size: 1.4rem; font-weight: 700; }
  .number { margin: 0.09rem 0; }
`;

const StyledMembership = styled(Link)`
  display: block;
  margin-top: 14px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  font-weight: 600;
`;
