import * as yup from 'yup';
import { requestSchema } from '@cannaverse/platform';

/** `POST /api/membership/checkout`. */
export const checkoutSchema = requestSchema({
  plan: yup.string().oneOf(['cannanaut', 'connoisseur'], 'Plan must be cannanaut or connoisseur').required('Plan is required'),
  interval: yup.string().oneOf(['month', 'year'], 'Interval must be month or year').required('Interval is required'),
});
