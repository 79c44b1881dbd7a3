import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isPremiumStatus, type MembershipStatus, type PaidPlan } from '@cannaverse/contracts';
import { StyledButton } from '../../app/ui/Button';
import { StyledPage } from '../../app/ui/Card';
import { useToast } from '../../app/toasts/ToastProvider';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { accountsApi } from '../accounts/api/accountsApi';
import { useAppDispatch } from '../../app/store';
import { FAQ, PLANS, SUBSCRIBE_NAVIGATION_DELAY_MS, type Plan } from './plans';
import { useCheckoutMutation } from './api/membershipApi';
import { useMembershipStatus } from './hooks/useMembershipStatus';

export default function MembershipPage() {
  const [yearly, setYearly] = useState(false);
  // The plan being bought, and the status before it: checkout refreshes the status at once, but the
  // page keeps showing 'Processing...' against the old plans until the success page (spec §4).
  const [processing, setProcessing] = useState<{ plan: PaidPlan; from: MembershipStatus } | null>(null);
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const dispatch = useAppDispatch();
  const status = useMembershipStatus();
  const [checkout] = useCheckoutMutation();
  const { toast } = useToast();
  const navigate = useNavigate();

  const choose = async (plan: Plan) => {
    if (plan.id === 'free') return;
    setProcessing({ plan: plan.id, from: status });
    // The success page opens no sooner than the delay after the click, however fast checkout answers.
    const minimumDelay = new Promise((resolve) => window.setTimeout(resolve, SUBSCRIBE_NAVIGATION_DELAY_MS));
    // The plans show before the session check has answered: a member who clicks that early is
    // still a member (they were once sent to the login page), so wait for the answer first.
    const member = user ?? (sessionLoading ? (await dispatch(accountsApi.endpoints.me.initiate(undefined, { subscribe: false }))).data ?? null : null);
    if (!member) {
      setProcessing(null);
      toast({ title: 'Login Required', description: 'Please log in to choose a membership plan.' });
      navigate('/auth');
      return;
    }
    try {
      await checkout({ plan: plan.id, interval: yearly ? 'year' : 'month' }).unwrap();
    } catch {
      setProcessing(null);
      toast({ title: 'Subscription Error', description: 'There was a problem processing your subscription', variant: 'destructive' });
      return;
    }
    await minimumDelay;
    navigate('/membership/success');
  };

  return (
    <StyledPage>
      <StyledHeading>
        <h1>Membership</h1>
        <p>Pick the plan that fits your grow.</p>
        <StyledToggle role="group" aria-label="Billing period">
          <button type="button" aria-pressed={!yearly} onClick={() => setYearly(false)}>Monthly</button>
          <button type="button" aria-pressed={yearly} onClick={() => setYearly(true)}>Yearly <StyledSave>Save 15%</StyledSave></button>
        </StyledToggle>
      </StyledHeading>
      <StyledPlans>
        {PLANS.map((plan) => {
          const shown = processing?.from ?? status;
          const current = plan.status === shown;
          // A premium plan includes everything in Free: its card is no 'downgrade' button.
          const included = plan.id === 'free' && isPremiumStatus(shown);
          return (
            <StyledPlan key={plan.id} $popular={plan.popular} aria-labelledby={`plan-${plan.id}`}>
              {plan.popular && <StyledPopular>Most popular</StyledPopular>}
              <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
              <StyledPrice>
                {plan.id === 'free' ? <>$0 <small>forever</small></> : yearly ? <>{plan.yearly} <small>/ year</small></> : <>{plan.monthly} <small>/ month</small></>}
              </StyledPrice>
              <ul>{plan.features.map((feature) => <li key={feature}>{feature}</li>)}</ul>
              <StyledButton type="button" $block $variant={current || included ? 'secondary' : 'primary'} disabled={current || included || processing !== null} onClick={() => void choose(plan)}>
                {processing?.plan === plan.id ? 'Processing...' : current ? 'Current Plan' : included ? 'Included in your plan' : `Choose ${plan.name}`}
              </StyledButton>
            </StyledPlan>
          );
        })}
      </StyledPlans>
      <StyledFaq aria-labelledby="faq-heading">
        <h2 id="faq-heading">Frequently asked questions</h2>
        {FAQ.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </StyledFaq>
    </StyledPage>
  );
}

const StyledHeading = styled.div`
  text-align: center;
  h1 { margin-bottom: 4px; }
`;

const StyledToggle = styled.div`
  display: inline-flex;
  padding: 4px;
  border-radius: 12px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  button { min-height: 40px; padding: 6px 16px; border: 0; border-radius: 8px; background: transparent; cursor: pointer; font-weight: 600; color: ${({ theme }) => theme.colors.text}; }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.brandDark}; color: #fff; }
`;

const StyledSave = styled.span`
  margin-left: 6px;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 0.8rem;
  background: ${({ theme }) => theme.colors.accent};
  color: #1c2a1e;
`;

const StyledPlans = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
  margin-top: 24px;
`;

const StyledPlan = styled.section<{ $popular?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 24px;
  border-radius: 16px;
  background: #fff;
  border: 2px solid ${({ $popular, theme }) => ($popular ? theme.colors.brand : theme.colors.border)};
  ul { flex: 1; padding-left: 20px; }
  h2 { margin: 0; }
`;

const StyledPopular = styled.span`
  position: absolute;
  top: -12px;
  right: 16px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 700;
  color: #fff;
  background: ${({ theme }) => theme.colors.brandDark};
`;

const StyledPrice = styled.p`
  font-size: 2rem;
  font-weight: 800;
  margin: 8px 0;
  small { font-size: 1rem; font-weight: 500; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledFaq = styled.section`
  max-width: 720px;
  margin: 40px auto 0;
  details { padding: 12px 16px; margin-bottom: 8px; border-radius: 10px; background: #fff; border: 1px solid ${({ theme }) => theme.colors.border}; }
  summary { cursor: pointer; font-weight: 600; min-height: 28px; }
`;
