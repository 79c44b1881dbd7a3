import styled from 'styled-components';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useDismissReportOutcomeMutation, useGetReportOutcomesQuery } from '../api/messagesApi';

/**
 * The outcome of the member's own reports, until they dismiss it. Moderation answers this list;
 * while it is down the notices simply do not show (messaging does not depend on it).
 */
export function ReportOutcomeNotices() {
  const { data } = useGetReportOutcomesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [dismiss, { isLoading }] = useDismissReportOutcomeMutation();
  const { toast } = useToast();
  if (!data || data.items.length === 0) return null;
  const onDismiss = async (reportId: string) => {
    try {
      await dismiss(reportId).unwrap();
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to dismiss the notice'), variant: 'destructive' });
    }
  };
  return (
    <StyledNotices aria-label="Report outcomes">
      {data.items.map((outcome) => (
        <li key={outcome.reportId} role="status" data-testid="report-outcome">
          <div>
            <strong>Your report was reviewed: {outcome.status}</strong>
            <q>{outcome.messageExcerpt}</q>
          </div>
          <button type="button" aria-label="Dismiss notice" disabled={isLoading} onClick={() => onDismiss(outcome.reportId)}>×</button>
        </li>
      ))}
    </StyledNotices>
  );
}

const StyledNotices = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 12px;
    padding: 12px 14px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandLight};
  }
  div { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  q { color: ${({ theme }) => theme.colors.muted}; overflow-wrap: anywhere; }
  button { flex: none; min-width: 44px; min-height: 44px; border: 0; border-radius: 50%; background: transparent; font-size: 1.4rem; cursor: pointer; }
`;
