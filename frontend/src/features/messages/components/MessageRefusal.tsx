import styled from 'styled-components';
import { DirectMessageMessages } from '@cannaverse/contracts';
import { BlockButton } from '../../blocks/components/BlockButton';

/**
 * Instead of the message box when the member cannot write to this one (issue 24): a block either way
 * or the member's setting, never saying which; the member's own block comes with Unblock.
 */
export function MessageRefusal({ userId, username, blockedByMe }: { userId: string; username: string; blockedByMe: boolean }) {
  return (
    <StyledRefusal role="status">
      <p>{DirectMessageMessages.cannotMessage}{blockedByMe && `: you blocked ${username}.`}</p>
      {blockedByMe && <BlockButton userId={userId} username={username} blocked />}
    </StyledRefusal>
  );
}

const StyledRefusal = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  p { margin: 0; flex: 1; }
`;
