import { useState } from 'react';
import styled from 'styled-components';
import { StyledTabList } from '../../../app/ui/Tabs';
import { MEDICAL_DISCLAIMER } from '../strain-display';

const TABS = [
  { id: 'benefits', label: 'Potential Benefits' },
  { id: 'side-effects', label: 'Potential Side Effects' },
] as const;

/** Two tabs of reported benefits and side effects, and the disclaimer (spec §2). */
export function MedicalInformation({ benefits, sideEffects }: { benefits: string[]; sideEffects: string[] }) {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('benefits');
  const items = tab === 'benefits' ? benefits : sideEffects;
  return (
    <section aria-labelledby="medical-heading">
      <h2 id="medical-heading">Medical Information</h2>
      <StyledTabs role="tablist" aria-label="Medical information">
        {TABS.map(({ id, label }) => (
          <button key={id} id={`medical-tab-${id}`} type="button" role="tab" aria-selected={tab === id} aria-controls="medical-panel" onClick={() => setTab(id)}>{label}</button>
        ))}
      </StyledTabs>
      <div id="medical-panel" role="tabpanel" aria-labelledby={`medical-tab-${tab}`}>
        {items.length === 0 ? <p>None reported.</p> : <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>}
      </div>
      <StyledDisclaimer>{MEDICAL_DISCLAIMER}</StyledDisclaimer>
    </section>
  );
}

const StyledTabs = styled(StyledTabList)`
  flex-wrap: wrap;
`;

const StyledDisclaimer = styled.p`
  margin: 12px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;
