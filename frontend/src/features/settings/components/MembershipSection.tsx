import { useState } from 'react';
import { StyledButton, StyledSmallButton } from '../../../app/ui/Button';
import { StyledButtonLink } from '../../../app/ui/ButtonLink';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { SkeletonRegion, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { useToast } from '../../../app/toasts/ToastProvider';
import { formatLongDate } from '../../../shared/format';
import { serverText } from '../../../shared/error-text';
import { useCancelMembershipMutation, useMembershipQuery, useResumeMembershipMutation } from '../../membership/api/membershipApi';
import { SwitchPlanForm } from './SwitchPlanForm';
import { PLANS } from '../../membership/plans';

/** The plan, when its period ends, a switch from the next cycle, and cancel (at the period's end) or resume. */
export function MembershipSection() {
  const { data, isLoading, isError, refetch } = useMembershipQuery();
  const [cancel, { isLoading: cancelling }] = useCancelMembershipMutation();
  const [resume, { isLoading: resuming }] = useResumeMembershipMutation();
  const [confirming, setConfirming] = useState(false);
  const { toast } = useToast();

  if (isLoading) {
    return <SkeletonRegion label="Loading..." testId="membership-skeleton"><p><StyledSkeletonText $width="70%" /></p></SkeletonRegion>;
  }
  if (isError || !data) {
    return <p role="alert">Unable to load your membership. <StyledSmallButton type="button" onClick={() => refetch()}>Try again</StyledSmallButton></p>;
  }
  if (data.plan === 'free' || !data.currentPeriodEnd) {
    return (
      <>
        <p>You are on the <strong>Free</strong> plan.</p>
        <StyledButtonLink to="/membership" $variant="secondary">See plans</StyledButtonLink>
      </>
    );
  }

  const planName = PLANS.find((plan) => plan.id === data.plan)?.name ?? data.plan;
  const periodEnd = formatLongDate(data.currentPeriodEnd);
  const onCancel = async () => {
    try {
      await cancel().unwrap();
      toast({ title: 'Membership cancelled', description: `You keep your benefits until ${periodEnd}.` });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Could not cancel your membership'), variant: 'destructive' });
    } finally {
      setConfirming(false);
    }
  };
  const onResume = async () => {
    try {
      await resume().unwrap();
      toast({ title: 'Membership resumed', description: `Your plan renews on ${periodEnd}.`, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Could not resume your membership'), variant: 'destructive' });
    }
  };

  return (
    <>
      <p>
        <strong>{planName}</strong>, billed {data.interval === 'year' ? 'yearly' : 'monthly'}.{' '}
        {data.cancelAtPeriodEnd
          ? <>Cancelled: your plan ends on <strong>{periodEnd}</strong> and you keep its benefits until then.</>
          : <>Renews on <strong>{periodEnd}</strong>.</>}
      </p>
      {data.pendingChange && (
        <p role="status">
          From <strong>{formatLongDate(data.pendingChange.effectiveAt)}</strong> your plan becomes{' '}
          <strong>{PLANS.find((plan) => plan.id === data.pendingChange!.plan)?.name ?? data.pendingChange.plan}</strong>, billed{' '}
          {data.pendingChange.interval === 'year' ? 'yearly' : 'monthly'}.
        </p>
      )}
      {!data.cancelAtPeriodEnd && <SwitchPlanForm membership={data} />}
      {data.cancelAtPeriodEnd
        ? <StyledButton type="button" onClick={onResume} disabled={resuming}>{resuming ? 'Resuming...' : 'Resume membership'}</StyledButton>
        : <StyledButton type="button" $variant="secondary" onClick={() => setConfirming(true)}>Cancel membership</StyledButton>}
      {confirming && (
        <ConfirmDialog title="Cancel your membership?" confirmLabel="Cancel membership" busyLabel="Cancelling..." busy={cancelling}
          onConfirm={onCancel} onCancel={() => setConfirming(false)}>
          <p>Your {planName} plan stays active until {periodEnd}; after that you are on the Free plan. You can resume it until then.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
