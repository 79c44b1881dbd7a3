import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { rejectionText } from '../shared/error-text';

/**
 * An unhandled promise rejection shows a red 'An error occurred' box with its message (spec §8).
 * Failed calls that a form or a toast already reports are handled where they are made, so this
 * box is for the unexpected only.
 */
export function UnhandledRejectionBox() {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => setMessage(rejectionText(event.reason));
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);

  if (!message) return null;
  return (
    <StyledBox role="alert">
      <strong>An error occurred</strong>
      <p>{message}</p>
      <button type="button" onClick={() => setMessage(null)} aria-label="Close error">×</button>
    </StyledBox>
  );
}

const StyledBox = styled.div`
  position: fixed;
  z-index: 200;
  top: 16px;
  left: 50%;
  transform: translateX(-50%);
  width: min(92vw, 480px);
  padding: 12px 44px 12px 16px;
  border-radius: 10px;
  color: #fff;
  background: #b3261e;
  p { margin: 4px 0 0; }
  button { position: absolute; top: 8px; right: 8px; border: 0; background: transparent; color: #fff; font-size: 1.4rem; cursor: pointer; }
`;
