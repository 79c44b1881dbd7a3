import { describe, expect, it } from 'vitest';
import type { ApiError } from '../app/api';
import { errorMessage, rejectionText, serverText } from './error-text';

const apiError = (serverMessage: string | null): ApiError => ({
  status: 400,
  message: `API request failed: ${serverMessage ?? 'Bad Request'}`,
  serverMessage,
  data: serverMessage ? { message: serverMessage } : {},
});

describe('error text', () => {
  it("shows an API error's own 'API request failed: …' message, else an Error's, else the fallback", () => {
    expect(errorMessage(apiError('Post not found'), 'Failed')).toBe('API request failed: Post not found');
    expect(errorMessage(new Error('Network down'), 'Failed')).toBe('Network down');
    expect(errorMessage(new Error(''), 'Failed')).toBe('Failed');
    expect(errorMessage('boom', 'Failed')).toBe('Failed');
  });

  it("uses only the server's own words for inline text", () => {
    expect(serverText(apiError('Bio is too long'), 'Could not save')).toBe('Bio is too long');
    expect(serverText(apiError(null), 'Could not save')).toBe('Could not save');
    expect(serverText(new Error('Network down'), 'Could not save')).toBe('Could not save');
  });

  describe('rejectionText (the global error box)', () => {
    it("shows an API error's 'API request failed: …', also inside RTK Query's { error } wrapper", () => {
      expect(rejectionText(apiError('Post not found'))).toBe('API request failed: Post not found');
      expect(rejectionText({ error: apiError(null), isUnhandledError: false })).toBe('API request failed: Bad Request');
    });

    it("shows a raw answer as '{status}: {body or status text}'", () => {
      expect(rejectionText({ status: 500, data: 'Internal Server Error' })).toBe('500: Internal Server Error');
      expect(rejectionText({ status: 404, data: { message: 'No such post' } })).toBe('404: No such post');
      expect(rejectionText({ status: 422, data: { field: 'content' } })).toBe('422: {"field":"content"}');
      expect(rejectionText({ status: 502, data: {}, statusText: 'Bad Gateway' })).toBe('502: Bad Gateway');
      expect(rejectionText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('FETCH_ERROR: TypeError: Failed to fetch');
    });

    it("shows an Error's or a string's own words, and 'Unknown error' for anything else, never [object Object]", () => {
      expect(rejectionText(new Error('Network down'))).toBe('Network down');
      expect(rejectionText(new TypeError(''))).toBe('TypeError');
      expect(rejectionText('went wrong')).toBe('went wrong');
      expect(rejectionText({ message: 'plain object message' })).toBe('plain object message');
      for (const reason of [{}, { some: 'object' }, null, undefined, '', []]) {
        const text = rejectionText(reason);
        expect(text).toBe('Unknown error');
      }
      expect(rejectionText(42)).toBe('42');
    });
  });
});
