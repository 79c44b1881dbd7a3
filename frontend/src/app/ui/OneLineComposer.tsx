import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledButton } from './Button';
import { useToast } from '../toasts/ToastProvider';
import { errorMessage } from '../../shared/error-text';

interface OneLineComposerProps {
  id: string;
  /** The input's accessible name (visually hidden). */
  label: string;
  placeholder: string;
  maxLength: number;
  submitLabel: string;
  /** Sends the trimmed text; a rejection is shown as the toast 'Error' with the server's message, else `failure`. */
  send: (content: string) => Promise<unknown>;
  busy: boolean;
  failure: string;
}

/** A one-line text box with its send button (a comment, a direct message): sends only trimmed, non-empty text and clears after success. */
export function OneLineComposer({ id, label, placeholder, maxLength, submitLabel, send, busy, failure }: OneLineComposerProps) {
  const { toast } = useToast();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    try {
      await send(text.trim());
      setText('');
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, failure), variant: 'destructive' });
    }
  };

  return (
    <StyledComposer onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">{label}</label>
      <input id={id} value={text} onChange={(event) => setText(event.target.value)} placeholder={placeholder} maxLength={maxLength} autoComplete="off" />
      <StyledButton type="submit" disabled={blank || busy}>{submitLabel}</StyledButton>
    </StyledComposer>
  );
}

const StyledComposer = styled.form`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
