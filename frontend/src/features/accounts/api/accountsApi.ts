import type { LoginInput, RegisterInput, UserDto } from '@cannaverse/contracts';
import { api, type ApiError } from '../../../app/api';

export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The session check at startup; a 401 means signed out (null), not an error. */
    me: build.query<UserDto | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/me');
        if (result.error) {
          const error = result.error as ApiError;
          return error.status === 401 ? { data: null } : { error };
        }
        return { data: result.data as UserDto };
      },
      providesTags: ['Me'],
    }),
    login: build.mutation<UserDto, LoginInput>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A failure reaches the form through unwrap(); awaited bare here it would also be an unhandled rejection.
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(accountsApi.util.upsertQueryData('me', undefined, data));
      },
    }),
    register: build.mutation<UserDto, RegisterInput>({
      query: (body) => ({ url: '/api/register', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A failure reaches the form through unwrap(); awaited bare here it would also be an unhandled rejection.
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(accountsApi.util.upsertQueryData('me', undefined, data));
      },
    }),
    /** Logout clears the user and every cached answer (spec §4). */
    logout: build.mutation<{ ok: boolean }, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(api.util.resetApiState());
        dispatch(accountsApi.util.upsertQueryData('me', undefined, null));
      },
    }),
  }),
});

export const { useMeQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } = accountsApi;
