/** What every failed call rejects with. `message` follows the spec's helper wording. */
export interface ApiError {
  status: number;
  /** 'API request failed: {message}' (spec §8). */
  message: string;
  /** The server's own `message` (or `error`) field, for inline form errors; null when absent. */
  serverMessage: string | null;
  data: unknown;
}

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && typeof (value as ApiError).message === 'string' && typeof (value as ApiError).status === 'number';
