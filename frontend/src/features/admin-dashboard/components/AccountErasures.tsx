import styled from 'styled-components';
import type { AccountErasureDto, AccountErasuresDto } from '@cannaverse/contracts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/** Deleted accounts being erased and the latest finished, service by service (issue 25). */
export function AccountErasures({ erasures }: { erasures: AccountErasuresDto }) {
  return (
    <>
      <h3>In progress</h3>
      {erasures.inProgress.length === 0 ? <p>No deletion is in progress.</p> : <ErasureTable entries={erasures.inProgress} label="Deletions in progress" />}
      <h3>Finished</h3>
      {erasures.finished.length === 0 ? <p>No deletion has finished yet.</p> : <ErasureTable entries={erasures.finished} label="Finished deletions" />}
    </>
  );
}

function ErasureTable({ entries, label }: { entries: AccountErasureDto[]; label: string }) {
  const services = entries[0].services.map((s) => s.service);
  return (
    <StyledScroll>
      <table aria-label={label}>
        <thead>
          <tr><th scope="col">Account</th><th scope="col">Asked</th>{services.map((service) => <th scope="col" key={service}>{service}</th>)}<th scope="col">Finished</th></tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.userId}>
              <td><code title={entry.userId}>{entry.userId.slice(0, 8)}</code></td>
              <td>{when(entry.requestedAt)}</td>
              {entry.services.map((s) => <td key={s.service}>{s.erasedAt ? '✓ Erased' : 'Pending'}</td>)}
              <td>{when(entry.finishedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StyledScroll>
  );
}

const StyledScroll = styled.div`
  overflow-x: auto;
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
`;
