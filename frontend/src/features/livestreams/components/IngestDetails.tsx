import { useState } from 'react';
import styled from 'styled-components';
import type { MyLiveStreamDto } from '@cannaverse/contracts';
import { useToast } from '../../../app/toasts/ToastProvider';
import { StyledSmallButton as StyledKitSmallButton } from '../../../app/ui/Button';

/**
 * Where and how to publish: the RTMP server and the stream key, hidden until asked (it is a
 * password: whoever has it streams as you), each with Copy. My Streams' cards and the creator's
 * own stream page (StreamSetup) show it.
 */
export function IngestDetails({ stream }: { stream: Pick<MyLiveStreamDto, 'id' | 'ingestUrl' | 'streamKey'> }) {
  const [showKey, setShowKey] = useState(false);
  const { toast } = useToast();
  const keyId = `stream-key-${stream.id}`;

  const copy = (text: string, what: string) => {
    void navigator.clipboard?.writeText(text).then(() => toast({ title: `${what} copied` }), () => undefined);
  };

  return (
    <StyledDl>
      <dt>Server</dt>
      <dd><code>{stream.ingestUrl}</code> <StyledSmallButton type="button" onClick={() => copy(stream.ingestUrl, 'Server URL')}>Copy</StyledSmallButton></dd>
      <dt id={keyId}>Stream key</dt>
      <dd>
        <code aria-labelledby={keyId}>{showKey ? stream.streamKey : '•'.repeat(16)}</code>{' '}
        <StyledSmallButton type="button" aria-pressed={showKey} onClick={() => setShowKey(!showKey)}>{showKey ? 'Hide' : 'Show'}</StyledSmallButton>
        <StyledSmallButton type="button" onClick={() => copy(stream.streamKey, 'Stream key')}>Copy</StyledSmallButton>
      </dd>
    </StyledDl>
  );
}

const StyledDl = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 12px;
  margin: 4px 0;
  dt { font-weight: 600; }
  dd { margin: 0; min-width: 0; }
  code { overflow-wrap: anywhere; }
  @media (max-width: 480px) { grid-template-columns: 1fr; }
`;

const StyledSmallButton = styled(StyledKitSmallButton)`
  margin-left: 6px;
`;
