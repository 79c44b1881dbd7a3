import styled from 'styled-components';
import { useToastedAction } from '../hooks/useToastedAction';
import { useUpdateChatSettingsMutation } from '../api/livestreamsApi';

const CHOICES = [0, 10, 30, 60, 120];

/** For the creator and admins: one message per N seconds for everyone else. */
export function SlowModeControl({ streamId, seconds }: { streamId: number; seconds: number }) {
  const [update, { isLoading }] = useUpdateChatSettingsMutation();
  const run = useToastedAction('Could not change slow mode');
  const change = (slowModeSeconds: number) =>
    run(() => update({ streamId, slowModeSeconds }).unwrap(), slowModeSeconds ? `Slow mode on: ${slowModeSeconds} seconds` : 'Slow mode off');
  const choices = CHOICES.includes(seconds) ? CHOICES : [...CHOICES, seconds].sort((a, b) => a - b);
  return (
    <StyledControl>
      <label htmlFor={`slow-mode-${streamId}`}>Slow mode</label>
      <select id={`slow-mode-${streamId}`} value={seconds} disabled={isLoading} onChange={(event) => void change(Number(event.target.value))}>
        {choices.map((choice) => <option key={choice} value={choice}>{choice ? `${choice} seconds` : 'Off'}</option>)}
      </select>
    </StyledControl>
  );
}

const StyledControl = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
  select { min-height: 36px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; padding: 4px 8px; }
`;
