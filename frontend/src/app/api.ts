import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './api-error';
import { takeEarlyRequest } from './early-requests';

// Kept in their own module so code on the landing page (error texts) can use them without Redux Toolkit.
export { isApiError, type ApiError } from './api-error';

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
}

const readServerMessage = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null) return null;
  const { message, error } = data as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message) return message;
  if (typeof error === 'string' && error) return error;
  return null;
};

/**
 * The one fetcher: cookies always included, JSON in and out, no timeout, no retries.
 * A JSON answer is parsed; anything else becomes `{}` (spec §7).
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError> = async (args, { signal }) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  let response: Response;
  try {
    const early = (request.method ?? 'GET') === 'GET' ? await takeEarlyRequest(request.url)?.catch(() => undefined) : undefined;
    response = early ?? await fetch(request.url, {
      method: request.method ?? 'GET',
      credentials: 'include',
      headers: request.body !== undefined && !isForm ? { 'content-type': 'application/json' } : undefined,
      body: request.body === undefined ? undefined : isForm ? (request.body as FormData) : JSON.stringify(request.body),
      signal,
    });
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
    return { error: { status: 0, message: `API request failed: ${reason}`, serverMessage: null, data: null } };
  }
  const text = await response.text();
  let data: unknown = {};
  if ((response.headers.get('content-type') ?? '').includes('json') && text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = {};
    }
  }
  if (!response.ok) {
    const serverMessage = readServerMessage(data);
    return {
      error: {
        status: response.status,
        message: `API request failed: ${serverMessage ?? (response.statusText || 'Unknown error')}`,
        serverMessage,
        data,
      },
    };
  }
  return { data };
};

/** The single RTK Query API; features add endpoints with `injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'Me', 'User', 'Membership', 'Post', 'Comment', 'Like', 'Stats', 'Topic', 'Unread',
    'Conversation', 'ReportOutcome', 'MessageSettings', 'Block', 'AdminReport', 'AdminStats', 'Audit',
    'Livestream', 'LiveChat', 'Strain', 'StrainReactions', 'StrainReport', 'GrowGuide', 'Story',
    'CommunityRule', 'MyReport', 'ModerationNotice', 'ReportQueue', 'Appeal',
    'Notification', 'NotificationUnread', 'NotificationSettings',
    'Session', 'Onboarding', 'Suspension', 'Mute', 'MutedWords', 'MessageStatus',
  ],
  // Data never goes stale on its own: no refetch on focus or reconnect; mutations invalidate.
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
