import type { MembershipDto, MembershipStatus } from '@cannaverse/contracts';

export interface Plan {
  id: MembershipDto['plan'];
  name: string;
  monthly: string;
  yearly: string | null;
  popular?: boolean;
  features: string[];
  /** The membership status this plan gives. */
  status: MembershipStatus;
}

/** The fixed plans (spec §3). Yearly prices are the spec's, about 15% under twelve months. */
export const PLANS: Plan[] = [
  { id: 'free', name: 'Free', monthly: '$0', yearly: null, status: 'free',
    features: ['Basic strain info', 'Limited community features', 'Read-only strain stories', 'Public grow guides'] },
  { id: 'cannanaut', name: 'Cannanaut', monthly: '$4.20', yearly: '$42.0', popular: true, status: 'premium',
    features: ['Everything in Free', 'Ad-free', 'Full strain database', 'Community discussions', 'Post strain stories', 'Standard grow guides'] },
  { id: 'connoisseur', name: 'Cannabis Connoisseur', monthly: '$42.0', yearly: '$420.0', status: 'connoisseur',
    features: ['Everything in Cannanaut', 'Priority support', 'Exclusive premium content', 'Early access', 'Private messaging with experts', 'Advanced grow techniques', 'Detailed terpene profiles', 'Premium community badge'] },
];

export const FAQ = [
  { q: 'Can I cancel anytime?', a: 'Yes. Cancel anytime from your account settings; you keep your benefits until the end of the current billing period.' },
  { q: 'Are there long-term contracts?', a: 'No. There are no long-term contracts: plans run month to month or year to year.' },
  { q: 'What payment methods do you accept?', a: 'We accept all major credit cards, debit cards and PayPal.' },
  { q: 'Can I change my plan?', a: 'Yes. You can change plans at any time; the change takes effect at your next billing cycle.' },
];

/** Spec §9: the paid-plan button navigates after 1.5 s. */
export const SUBSCRIBE_NAVIGATION_DELAY_MS = 1500;
