import type { FollowResult, MemberStatsDto, ProfileDto, ProfileUpdateInput, UserDto } from '@cannaverse/contracts';
import { api } from '../../../app/api';
import type { RootState } from '../../../app/store';
import { accountsApi } from '../../accounts/api/accountsApi';
import { patchAuthorEverywhere } from '../../posts/api/postsApi';

export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<ProfileDto, string>({
      query: (id) => `/api/users/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    /** PATCH is the wizard's save, PUT the profile dialog's (spec §7); both refresh /api/me and the profile. */
    updateUser: build.mutation<UserDto, { id: string; method: 'PATCH' | 'PUT'; changes: ProfileUpdateInput }>({
      query: ({ id, method, changes }) => ({ url: `/api/users/${encodeURIComponent(id)}`, method, body: changes }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        // A failure reaches the caller through unwrap(); here it must not become an unhandled rejection.
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(accountsApi.util.upsertQueryData('me', undefined, data));
        patchAuthorEverywhere(dispatch, getState() as RootState, id, { avatar: data.avatar, displayName: data.displayName });
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'User', id }],
    }),
    /** Multipart field `avatar`; the server re-encodes it to 500x500 JPEG. */
    uploadAvatar: build.mutation<UserDto, { id: string; avatar: Blob }>({
      query: ({ id, avatar }) => {
        const body = new FormData();
        body.append('avatar', avatar, 'avatar.jpg');
        return { url: `/api/users/${encodeURIComponent(id)}/avatar`, method: 'PUT', body };
      },
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(accountsApi.util.upsertQueryData('me', undefined, data));
        dispatch(profilesApi.util.updateQueryData('getUser', id, (draft) => { draft.avatar = data.avatar; }));
        patchAuthorEverywhere(dispatch, getState() as RootState, id, { avatar: data.avatar });
      },
    }),
    /** POST follows, DELETE unfollows; the count moves at once and settles on the server's answer. */
    setFollow: build.mutation<FollowResult, { id: string; follow: boolean }>({
      query: ({ id, follow }) => ({ url: `/api/users/${encodeURIComponent(id)}/follow`, method: follow ? 'POST' : 'DELETE' }),
      async onQueryStarted({ id, follow }, { dispatch, queryFulfilled }) {
        const patch = dispatch(profilesApi.util.updateQueryData('getUser', id, (draft) => {
          if (Boolean(draft.isFollowing) === follow) return;
          draft.isFollowing = follow;
          draft.followersCount = Math.max(0, (draft.followersCount ?? 0) + (follow ? 1 : -1));
        }));
        try {
          const { data } = await queryFulfilled;
          dispatch(profilesApi.util.updateQueryData('getUser', id, (draft) => {
            draft.isFollowing = data.following;
            draft.followersCount = data.followersCount;
          }));
        } catch {
          patch.undo();
        }
      },
      // The home feed's Following tab gains or loses the member's posts.
      invalidatesTags: (result) => (result ? [{ type: 'Post', id: 'FOLLOWING' }] : []),
    }),
    /** The home welcome card's counters. */
    getMemberStats: build.query<MemberStatsDto, string>({
      query: (id) => `/api/users/${encodeURIComponent(id)}/stats`,
      providesTags: (_result, _error, id) => [{ type: 'Stats', id }],
    }),
  }),
});

export const { useGetUserQuery, useUpdateUserMutation, useUploadAvatarMutation, useSetFollowMutation, useGetMemberStatsQuery } = profilesApi;
