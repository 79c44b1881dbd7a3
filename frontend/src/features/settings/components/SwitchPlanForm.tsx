import { useState } from 'react';
import styled from 'styled-components';
import type { BillingInterval, MembershipDto, PaidPlan } from '@cannaverse/contracts';
import { StyledSmallButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { formatLongDate } from '../../../shared/format';
import { serverText } from '../../../shared/error-text';
import { useSwitchMembershipMutation } from '../../membership/api/membershipApi';
import { PLANS } from '../../membership/plans';

const PAID = PLANS.filter((plan) => plan.id !== 'free');

/** Switch plan or interval: takes effect at the next billing cycle (the spec), shown with its date. */
export function SwitchPlanForm({ membership }: { membership: MembershipDto }) {
  const next = membership.pendingChange ?? { plan: membership.plan as PaidPlan, interval: membership.interval ?? 'month' };
  const [plan, setPlan] = useState<PaidPlan>(next.plan);
  const [interval, setInterval] = useState<BillingInterval>(next.interval);
  const [switchPlan, { isLoading }] = useSwitchMembershipMutation();
  const { toast } = useToast();
  const unchanged = plan === next.plan && interval === next.interval;
  const effective = formatLongDate(membership.currentPeriodEnd!);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const result = await switchPlan({ plan, interval }).unwrap();
      toast({
        title: result.pendingChange ? 'Plan change scheduled' : 'Plan change withdrawn',
        description: result.pendingChange ? `Your new plan starts on ${effective}.` : 'Your plan renews as it is.',
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Could not change your plan'), variant: 'destructive' });
    }
  };

  return (
    <StyledForm aria-label="Change plan" onSubmit={onSubmit}>
      <label>
        Plan
        <select value={plan} onChange={(event) => setPlan(event.target.value as PaidPlan)}>
          {PAID.map((option) => <option key={option.id} value={option.id}>{option.name}</option>)}
        </select>
      </label>
      <label>
        Billing
        <select value={interval} onChange={(event) => setInterval(event.target.value as BillingInterval)}>
          <option value="month">Monthly</option>
          <option value="year">Yearly</option>
        </select>
      </label>
      <StyledSmallButton type="submit" disabled={unchanged || isLoading}>{isLoading ? 'Saving...' : `Change from ${effective}`}</StyledSmallButton>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  && { flex-direction: row; flex-wrap: wrap; align-items: flex-end; gap: 8px 12px; margin: 4px 0 12px; }
  label { display: flex; flex-direction: column; gap: 2px; font-size: 0.9rem; }
  select { min-height: 44px; padding: 0 8px; border-radius: 8px; border: 1px solid ${({ theme }) => theme.colors.border}; background: ${({ theme }) => theme.colors.surface}; }
`;
