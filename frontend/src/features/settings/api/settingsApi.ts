import type { ChangeEmailInput, ChangePasswordInput, DeleteAccountAnswer, DeleteAccountInput, SessionDto, UserDto } from '@cannaverse/contracts';
import { api } from '../../../app/api';
import { accountsApi } from '../../accounts/api/accountsApi';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<SessionDto[], void>({
      query: () => '/api/me/sessions',
      providesTags: (result) => [{ type: 'Session', id: 'LIST' }, ...(result ?? []).map((session) => ({ type: 'Session' as const, id: session.id }))],
    }),
    endSession: build.mutation<{ ok: true }, string>({
      query: (id) => ({ url: `/api/me/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Session', id }, { type: 'Session', id: 'LIST' }],
    }),
    endOtherSessions: build.mutation<{ ended: number }, void>({
      query: () => ({ url: '/api/me/sessions', method: 'DELETE' }),
      invalidatesTags: [{ type: 'Session', id: 'LIST' }],
    }),
    /** Ends every other session: the list changes too. */
    changePassword: build.mutation<{ ok: true }, ChangePasswordInput>({
      query: (body) => ({ url: '/api/me/password', method: 'PUT', body }),
      invalidatesTags: [{ type: 'Session', id: 'LIST' }],
    }),
    changeEmail: build.mutation<UserDto, ChangeEmailInput>({
      query: (body) => ({ url: '/api/me/email', method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(accountsApi.util.upsertQueryData('me', undefined, data));
      },
    }),
    /** DELETE /api/me: the server signs this browser out too, so every cached answer goes (like logout). */
    deleteAccount: build.mutation<DeleteAccountAnswer, DeleteAccountInput>({
      query: (body) => ({ url: '/api/me', method: 'DELETE', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        dispatch(api.util.resetApiState());
        dispatch(accountsApi.util.upsertQueryData('me', undefined, null));
      },
    }),
  }),
});

export const { useDeleteAccountMutation } = settingsApi;
export const { useSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation, useChangePasswordMutation, useChangeEmailMutation } = settingsApi;
