import { useState } from 'react';
import styled from 'styled-components';
import { Tabs } from '../../../app/ui/Tabs';
import { MEDICAL_DISCLAIMER } from '../strain-display';

const TABS = [
  { id: 'benefits', label: 'Potential Benefits' },
  { id: 'side-effects', label: 'Potential Side Effects' },
] as const;
type MedicalTab = (typeof TABS)[number]['id'];

/** Two tabs of reported benefits and side effects, and the disclaimer (spec §2). */
export function MedicalInformation({ benefits, sideEffects }: { benefits: string[]; sideEffects: string[] }) {
  const [tab, setTab] = useState<MedicalTab>('benefits');
  const items = tab === 'benefits' ? benefits : sideEffects;
  return (
    <section aria-labelledby="medical-heading">
      <h2 id="medical-heading">Medical Information</h2>
      <StyledTabs look="underline" label="Medical information" tabs={TABS} selected={tab} onSelect={setTab}>
        {items.length === 0 ? <p>None reported.</p> : <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>}
      </StyledTabs>
      <StyledDisclaimer>{MEDICAL_DISCLAIMER}</StyledDisclaimer>
    </section>
  );
}

const StyledTabs = styled(Tabs<MedicalTab>)`
  > [role='tablist'] { flex-wrap: wrap; }
`;

const StyledDisclaimer = styled.p`
  margin: 12px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;
