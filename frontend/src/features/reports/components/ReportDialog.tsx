import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CommunityReportLimits, CommunityReportMessages, reportFormSchema } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { Dialog, StyledDialogActions } from '../../../app/ui/Dialog';
import { StyledQuote } from '../../../app/ui/Quote';
import { TextAreaField } from '../../../app/ui/Field';
import { SkeletonRegion, SkeletonRow, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useCreateReportMutation, useGetCommunityRulesQuery } from '../api/reportsApi';
import { REPORT_TITLES, type ReportTarget } from './report-target';


/** The one report form for every kind of content: the rule it breaks (from the community rules) and optional details. */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const rules = useGetCommunityRulesQuery();
  const [createReport] = useCreateReportMutation();
  const { toast } = useToast();
  const formik = useFormik({
    initialValues: { rule: '', details: '' },
    validationSchema: reportFormSchema,
    onSubmit: async (values) => {
      try {
        await createReport({ targetType: target.targetType, targetId: target.targetId, rule: values.rule, ...(values.details.trim() ? { details: values.details.trim() } : {}) }).unwrap();
        toast({ title: 'Report sent', description: CommunityReportMessages.submitted });
        onClose();
      } catch (error) {
        toast({ title: 'Error', description: serverText(error, 'Failed to send the report'), variant: 'destructive' });
      }
    },
  });
  const ruleError = formik.submitCount > 0 && formik.errors.rule;

  return (
    <Dialog title={REPORT_TITLES[target.targetType]} onClose={onClose}>
      {target.excerpt && <StyledQuote>{target.excerpt}</StyledQuote>}
      <form onSubmit={formik.handleSubmit} noValidate>
        <StyledRules aria-describedby={ruleError ? 'report-rule-error' : undefined} aria-invalid={Boolean(ruleError)}>
          <legend>Which rule does it break?</legend>
          {rules.isLoading && (
            <SkeletonRegion label="Loading rules..." testId="rules-skeleton">
              {[0, 1, 2, 3].map((row) => <SkeletonRow key={row} circle={16}><StyledSkeletonText $width="60%" /></SkeletonRow>)}
            </SkeletonRegion>
          )}
          {rules.isError && (
            <StyledProblem role="alert">
              The rules could not be loaded. <button type="button" onClick={() => void rules.refetch()}>Try again</button>
            </StyledProblem>
          )}
          {rules.data?.map((rule) => (
            <StyledRule key={rule.id}>
              <input type="radio" name="rule" value={rule.id} checked={formik.values.rule === rule.id} onChange={() => void formik.setFieldValue('rule', rule.id)} />
              <span><strong>{rule.title}</strong><small>{rule.description}</small></span>
            </StyledRule>
          ))}
          {ruleError && <StyledError id="report-rule-error" role="alert">{ruleError}</StyledError>}
        </StyledRules>
        <TextAreaField
          id="report-details"
          label="Details (optional)"
          {...formik.getFieldProps('details')}
          maxLength={CommunityReportLimits.detailsMax}
          placeholder="Anything the moderators should know"
          error={formik.touched.details && formik.errors.details}
        />
        <StyledHint><Link to="/rules" target="_blank" rel="noreferrer">Read the community rules</Link></StyledHint>
        <StyledDialogActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>Cancel</StyledButton>
          <StyledButton type="submit" disabled={formik.isSubmitting || !rules.data}>{formik.isSubmitting ? 'Sending...' : 'Send report'}</StyledButton>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}

const StyledRules = styled.fieldset`
  border: 0;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 6px;
  legend { font-weight: 600; margin-bottom: 8px; }
`;

const StyledRule = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 8px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  cursor: pointer;
  input { margin-top: 4px; }
  span { display: grid; gap: 2px; }
  small { color: ${({ theme }) => theme.colors.muted}; }
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.brandDark}; }
`;

const StyledError = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

const StyledProblem = styled.p`
  margin: 0;
  button { background: none; border: 0; padding: 0; color: inherit; text-decoration: underline; cursor: pointer; font: inherit; }
`;

const StyledHint = styled.p`
  margin: 0 0 8px;
  font-size: 0.9rem;
`;
