import type { ProfileUpdateInput, UserDto } from '@cannaverse/contracts';
import { api } from '../../app/api';
import { authApi } from '../auth/authApi';

export type ProfileView = UserDto & {
  followersCount: number | null;
  followingCount: number | null;
  postsCount: number | null;
  isFollowing: boolean | null;
};

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<ProfileView, string>({
      query: (id) => `/api/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    /** PATCH is the wizard's save, PUT the profile dialog's (spec §7); both refresh /api/me and the profile. */
    updateUser: build.mutation<UserDto, { id: string; method: 'PATCH' | 'PUT'; changes: ProfileUpdateInput }>({
      query: ({ id, method, changes }) => ({ url: `/api/users/${encodeURIComponent(id)}`, method, body: changes }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(authApi.util.upsertQueryData('me', undefined, data));
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }],
    }),
  }),
});

export const { useGetUserQuery, useUpdateUserMutation } = usersApi;
