import styled from 'styled-components';
import type { StrainDto } from '@cannaverse/contracts';
import { NOT_ANALYSED, TERPENE_BARS, terpeneBarWidths, terpenePercent } from '../strain-display';
import { PremiumLocked } from './PremiumLocked';

/** Primary and secondary terpenes for everyone; the lab analysis bars for premium members. */
export function TerpeneProfile({ strain, premium }: { strain: StrainDto; premium: boolean }) {
  const { primary, secondary } = strain.terpeneProfile;
  const analysis = strain.terpeneAnalysis ?? null;
  const widths = analysis ? terpeneBarWidths(analysis) : null;
  return (
    <section aria-labelledby="terpenes-heading">
      <h2 id="terpenes-heading">Terpene Profile</h2>
      <StyledLists>
        <div><h3>Primary</h3><p>{primary.length ? primary.join(', ') : NOT_ANALYSED}</p></div>
        <div><h3>Secondary</h3><p>{secondary.length ? secondary.join(', ') : NOT_ANALYSED}</p></div>
      </StyledLists>
      <h3>Detailed analysis</h3>
      {!premium ? (
        <PremiumLocked what="The detailed terpene analysis" />
      ) : !analysis || !widths ? (
        <p data-testid="terpenes-not-analysed">{NOT_ANALYSED}</p>
      ) : (
        <StyledBars data-testid="terpene-bars">
          {TERPENE_BARS.map(({ key, label }) => {
            const value = analysis[key];
            return (
              <li key={key}>
                <span>{label}</span>
                <StyledTrack aria-hidden="true"><span style={{ width: `${widths[key]}%` }} /></StyledTrack>
                <strong>{value === null ? NOT_ANALYSED : terpenePercent(value)}</strong>
              </li>
            );
          })}
        </StyledBars>
      )}
    </section>
  );
}

const StyledLists = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  h3 { margin: 0 0 4px; font-size: 0.95rem; }
  p { margin: 0; }
`;

const StyledBars = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li { display: grid; grid-template-columns: 7.5rem minmax(0, 1fr) auto; align-items: center; gap: 10px; }
  strong { font-variant-numeric: tabular-nums; }
`;

const StyledTrack = styled.span`
  display: block;
  height: 10px;
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  span { display: block; height: 100%; background: ${({ theme }) => theme.colors.brand}; }
`;
