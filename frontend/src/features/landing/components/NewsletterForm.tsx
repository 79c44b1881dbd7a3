import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';

/**
 * Plain fetch rather than the API slice: this form is on the landing page, whose first load
 * should not pull in Redux Toolkit Query's request machinery (bundle budget).
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const { toast } = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || pending) return; // an empty submission is ignored (spec §5)
    setPending(true);
    try {
      const response = await fetch('/api/subscribe', {
        method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: email.trim() }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      if (!response.ok) {
        toast({ title: 'Error', description: body.error || 'Failed to subscribe', variant: 'destructive' });
        return;
      }
      toast({ title: 'Success!', description: "You've been added to our mailing list.", variant: 'success' });
      setEmail('');
    } catch {
      toast({ title: 'Error', description: 'Failed to subscribe', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <StyledForm onSubmit={submit} aria-label="Newsletter signup">
      <label htmlFor="newsletter-email" className="visually-hidden">Email address</label>
      <input id="newsletter-email" type="email" placeholder="you@example.com" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" />
      <StyledButton type="submit" disabled={pending}>{pending ? 'Subscribing...' : 'Subscribe'}</StyledButton>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: center;
  input { flex: 1 1 240px; max-width: 360px; min-height: 44px; padding: 10px 12px; border-radius: 10px; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;
