import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MessageLimits } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { errorMessage } from '../../../shared/error-text';
import { useSendMessageMutation } from '../api/messagesApi';

/** Sends only trimmed, non-empty text (spec §5); a failure is the toast 'Error' with the message (spec §8). */
export function SendMessageForm({ userId }: { userId: string }) {
  const [send, { isLoading }] = useSendMessageMutation();
  const { toast } = useToast();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || isLoading) return;
    try {
      await send({ userId, content: text.trim() }).unwrap();
      setText('');
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to send message'), variant: 'destructive' });
    }
  };

  return (
    <StyledForm onSubmit={onSubmit}>
      <label htmlFor="message-input" className="visually-hidden">Message</label>
      <input
        id="message-input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Type your message..."
        maxLength={MessageLimits.contentMax}
        autoComplete="off"
      />
      <StyledButton type="submit" disabled={blank || isLoading}>Send</StyledButton>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  gap: 8px;
  margin-top: 12px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
