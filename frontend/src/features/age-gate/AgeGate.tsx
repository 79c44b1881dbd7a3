import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../app/ui/Dialog';
import { StyledButton } from '../../app/ui/Button';
import { local, StorageKeys } from '../../app/storage';

export const MINIMUM_AGE = 21;

/** Blocks the site until the visitor confirms they are 21 or older (spec §4). */
export function AgeGate({ children }: { children: ReactNode }) {
  const [verified, setVerified] = useState(() => local.get(StorageKeys.ageVerified) === 'true');
  const [refused, setRefused] = useState(false);

  if (refused) {
    return (
      <StyledRefusal>
        <h1>Age Verification Required</h1>
        <p>You must be {MINIMUM_AGE} or older to visit Cannaverse.</p>
        <StyledButton type="button" onClick={() => window.location.reload()}>Try Again</StyledButton>
      </StyledRefusal>
    );
  }

  return (
    <>
      <div aria-hidden={!verified} inert={!verified}>{children}</div>
      {!verified && (
        <Dialog title="Are you 21 or older?">
          <p>Cannaverse is a community for adults. Please confirm your age to continue.</p>
          <StyledActions>
            <StyledButton type="button" onClick={() => { local.set(StorageKeys.ageVerified, 'true'); setVerified(true); }}>I&apos;m 21+ Years Old</StyledButton>
            <StyledButton type="button" $variant="secondary" onClick={() => setRefused(true)}>I&apos;m Not 21+</StyledButton>
          </StyledActions>
        </Dialog>
      )}
    </>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

const StyledRefusal = styled.main`
  max-width: 520px;
  margin: 20vh auto;
  padding: 24px;
  text-align: center;
`;
