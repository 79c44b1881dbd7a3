import { isApiError } from '../app/api-error';

/** The error's own message ('API request failed: …' for API calls), as the spec's like/comment toasts show it. */
export const errorMessage = (error: unknown, fallback: string): string => {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
};

/** Only the server's own words (its `message` field), else the fallback. */
export const serverText = (error: unknown, fallback: string): string => (isApiError(error) && error.serverMessage) || fallback;

/** A response body as text: a string as is, the server's `message`/`error` field, else JSON; null when empty. */
const bodyText = (data: unknown): string | null => {
  if (typeof data === 'string') return data || null;
  if (typeof data !== 'object' || data === null) return data === undefined || data === null ? null : String(data);
  const { message, error } = data as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  const json = JSON.stringify(data);
  return json === '{}' || json === '[]' ? null : json;
};

/**
 * What the global 'An error occurred' box says about an unhandled rejection, in the spec's shapes
 * (§8): an API error's 'API request failed: {message}', a raw answer's '{status}: {body}', an
 * Error's message; RTK Query's `{ error }` wrapper is unwrapped. Never '[object Object]'.
 */
export function rejectionText(reason: unknown): string {
  if (isApiError(reason)) return reason.message;
  if (reason instanceof Error) return reason.message || reason.name;
  if (typeof reason === 'string') return reason || 'Unknown error';
  if (typeof reason !== 'object' || reason === null) return reason === undefined || reason === null ? 'Unknown error' : String(reason);
  const { error, status, statusText, data, message } = reason as { error?: unknown; status?: unknown; statusText?: unknown; data?: unknown; message?: unknown };
  if (error !== undefined && error !== null && typeof error === 'object') return rejectionText(error);
  if (typeof status === 'number' || (typeof status === 'string' && status)) {
    const detail = bodyText(data) ?? (typeof error === 'string' && error ? error : null) ?? (typeof statusText === 'string' && statusText ? statusText : null);
    return `${status}: ${detail ?? 'Unknown error'}`;
  }
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}
