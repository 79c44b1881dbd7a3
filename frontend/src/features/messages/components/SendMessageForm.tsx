import styled from 'styled-components';
import { MessageLimits } from '@cannaverse/contracts';
import { OneLineComposer } from '../../../app/ui/OneLineComposer';
import { useSendMessageMutation } from '../api/messagesApi';

/** Sends only trimmed, non-empty text (spec §5); a failure is the toast 'Error' with the message (spec §8). */
export function SendMessageForm({ userId }: { userId: string }) {
  const [send, { isLoading }] = useSendMessageMutation();
  return (
    <StyledSendMessage>
      <OneLineComposer
        id="message-input"
        label="Message"
        placeholder="Type your message..."
        maxLength={MessageLimits.contentMax}
        submitLabel="Send"
        send={(content) => send({ userId, content }).unwrap()}
        busy={isLoading}
        failure="Failed to send message"
      />
    </StyledSendMessage>
  );
}

const StyledSendMessage = styled.div`
  margin-top: 12px;
`;
