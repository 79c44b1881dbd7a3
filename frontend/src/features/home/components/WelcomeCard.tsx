import styled from 'styled-components';
import type { UserDto } from '@cannaverse/contracts';
import { StyledCard } from '../../../app/ui/Card';
import { useGetMemberStatsQuery } from '../../profile/usersApi';

/** Posts, Liked (likes the member's posts received) and Reviews, from /api/users/{me}/stats. */
export function WelcomeCard({ user }: { user: UserDto }) {
  const { data } = useGetMemberStatsQuery(user.id);
  const counters: Array<[string, number | undefined]> = [['Posts', data?.posts], ['Liked', data?.likesReceived], ['Reviews', data?.reviews]];
  return (
    <StyledCard aria-labelledby="welcome-heading">
      <StyledHeading id="welcome-heading">Welcome, {user.displayName ?? user.username}!</StyledHeading>
      <StyledCounters>
        {counters.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? 0}</dd>
          </div>
        ))}
      </StyledCounters>
    </StyledCard>
  );
}

const StyledHeading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.1rem;
`;

const StyledCounters = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin: 0;
  text-align: center;
  div { display: flex; flex-direction: column-reverse; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
  dd { margin: 0; font-size: 1.4rem; font-weight: 700; }
`;
