import styled from 'styled-components';
import type { ProfileDto } from '@cannaverse/contracts';
import { useGetBlockStatusQuery } from '../../blocks/api/blocksApi';
import { BlockButton } from '../../blocks/components/BlockButton';
import { useGetMuteStatusQuery } from '../../blocks/api/mutesApi';
import { MuteButton } from '../../blocks/components/MuteButton';
import { MessageButton } from '../../messages/components/MessageButton';
import { FollowButton } from './FollowButton';
import { ReportButton } from '../../reports/components/ReportButton';

/** What a member can do on another member's profile; a member they blocked only offers Unblock (and Report). */
export function MemberActions({ profile }: { profile: ProfileDto }) {
  const { data: block } = useGetBlockStatusQuery(profile.id);
  const blocked = Boolean(block?.blocked);
  const { data: mute } = useGetMuteStatusQuery(profile.id, { skip: blocked });
  return (
    <StyledActions>
      {!blocked && <FollowButton userId={profile.id} isFollowing={Boolean(profile.isFollowing)} />}
      {!blocked && <MessageButton userId={profile.id} />}
      {!blocked && mute && <MuteButton userId={profile.id} username={profile.username} muted={mute.muted} />}
      {block && <BlockButton userId={profile.id} username={profile.username} blocked={blocked} />}
      <ReportButton target={{ targetType: 'member', targetId: profile.id, excerpt: profile.username }} />
    </StyledActions>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  @media (max-width: ${({ theme }) => theme.mobile}) { justify-content: center; }
`;
