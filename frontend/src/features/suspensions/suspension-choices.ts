/** The lengths an admin picks from (the API takes any 1–365); '' is a permanent suspension. */
export const SUSPENSION_CHOICES: ReadonlyArray<{ value: string; label: string }> = [
  { value: '1', label: '1 day' },
  { value: '3', label: '3 days' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: '', label: 'Permanently' },
];

/** The select's value as the API's `days`: null is permanent. */
export const daysOf = (value: string): number | null => (value === '' ? null : Number(value));
