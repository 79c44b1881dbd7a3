import { isApiError } from '../../../app/api';

/** The error's own message ('API request failed: …' for API calls), as the spec's like/comment toasts show it. */
export const errorMessage = (error: unknown, fallback: string): string => {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
};

/** Only the server's own words (its `message` field), else the fallback. */
export const serverText = (error: unknown, fallback: string): string => (isApiError(error) && error.serverMessage) || fallback;
