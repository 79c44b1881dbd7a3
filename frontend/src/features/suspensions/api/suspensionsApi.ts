import type { MemberSuspensionStateDto, SuspendMemberInput, SuspensionDto, SuspensionLiftedDto } from '@cannaverse/contracts';
import { api } from '../../../app/api';

const path = (userId: string) => `/api/admin/members/${encodeURIComponent(userId)}/suspension`;

/** Suspending a member and lifting it (admins; issue 24). Content of theirs shown anywhere changes too. */
export const suspensionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberSuspension: build.query<MemberSuspensionStateDto, string>({
      query: (userId) => path(userId),
      providesTags: (_result, _error, userId) => [{ type: 'Suspension', id: userId }],
    }),
    suspendMember: build.mutation<SuspensionDto, { userId: string } & SuspendMemberInput>({
      query: ({ userId, ...body }) => ({ url: path(userId), method: 'POST', body }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'Suspension', id: userId }, 'Post', 'Comment', 'Story', 'Livestream', 'LiveChat'],
    }),
    liftSuspension: build.mutation<SuspensionLiftedDto, string>({
      query: (userId) => ({ url: path(userId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, userId) => [{ type: 'Suspension', id: userId }, 'Post', 'Comment', 'Story', 'Livestream', 'LiveChat'],
    }),
  }),
});

export const { useGetMemberSuspensionQuery, useSuspendMemberMutation, useLiftSuspensionMutation } = suspensionsApi;
