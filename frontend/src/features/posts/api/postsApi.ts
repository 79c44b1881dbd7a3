import type {
  AuthorCard,
  CommentDto,
  CreateCommentInput,
  CreatePostInput,
  HomeFeedTab,
  LikeToggleResult,
  Page,
  PostDto,
  UpdatePostInput,
} from '@cannaverse/contracts';
import type { InfiniteData } from '@reduxjs/toolkit/query/react';
import { api } from '../../../app/api';
import { cursorPaging, pageUrl } from '../../../app/paging';
import type { RootState } from '../../../app/store';

export type PostPages = InfiniteData<Page<PostDto>, string | null>;

const PAGE_SIZE = 10;

// The filter first, then the limit: the first latest page must equal EARLY_FEED_PAGE_URL (early-requests.ts).
const pageQuery = (path: string, pageParam: string | null, filter: Record<string, string> = {}) =>
  pageUrl(path, pageParam, { ...filter, limit: PAGE_SIZE });

const postTags = (result: PostPages | undefined, list: string) => [
  { type: 'Post' as const, id: list },
  ...(result?.pages.flatMap((page) => page.items.map((post) => ({ type: 'Post' as const, id: post.id }))) ?? []),
];

const FEED_LIST_TAG: Record<HomeFeedTab, string> = { latest: 'LIST', trending: 'TRENDING', following: 'FOLLOWING' };

export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The home feed's tabs: `/api/posts?sort=` for latest and trending, `/api/posts/following` for following. */
    getFeed: build.infiniteQuery<Page<PostDto>, HomeFeedTab, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => (queryArg === 'following'
        ? pageQuery('/api/posts/following', pageParam)
        : pageQuery('/api/posts', pageParam, { sort: queryArg })),
      // A new post lands at the top of 'latest' by cache insert; 'trending' is re-ranked by the
      // server; 'following' is refetched when the member follows, unfollows or blocks someone.
      providesTags: (result, _error, tab) => postTags(result, FEED_LIST_TAG[tab]),
    }),
    getUserPosts: build.infiniteQuery<Page<PostDto>, string, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageQuery(`/api/posts/user/${encodeURIComponent(queryArg)}`, pageParam),
      providesTags: (result, _error, userId) => postTags(result, `USER-${userId}`),
    }),
    /** One post (the /posts/{id} page: where a notification leads and a report's target in context, issues 24 and 26). */
    getPost: build.query<PostDto, string>({
      query: (id) => `/api/posts/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Post' as const, id }],
    }),
    /** The community hub's discussions: posts carrying #topic, newest first. */
    getTopicPosts: build.infiniteQuery<Page<PostDto>, string, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageQuery('/api/community/discussions', pageParam, { topic: queryArg }),
      providesTags: (result, _error, topic) => [...postTags(result, `TOPIC-${topic.toLowerCase()}`), { type: 'Post' as const, id: 'TOPICS' }],
    }),
    createPost: build.mutation<PostDto, CreatePostInput>({
      query: (body) => ({ url: '/api/posts', method: 'POST', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data: post } = await queryFulfilled.catch(() => ({ data: null }));
        if (!post) return;
        const prepend = (draft: PostPages) => {
          if (draft.pages[0] && !draft.pages[0].items.some((item) => item.id === post.id)) draft.pages[0].items.unshift(post);
        };
        dispatch(postsApi.util.updateQueryData('getFeed', 'latest', prepend));
        dispatch(postsApi.util.updateQueryData('getUserPosts', post.userId, prepend));
      },
      invalidatesTags: (post) => (post ? [{ type: 'Post', id: 'TRENDING' }, { type: 'Post', id: 'TOPICS' }, { type: 'Stats', id: post.userId }, { type: 'User', id: post.userId }] : []),
    }),
    updatePost: build.mutation<PostDto, { id: string; changes: UpdatePostInput }>({
      query: ({ id, changes }) => ({ url: `/api/posts/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const { data: post } = await queryFulfilled.catch(() => ({ data: null }));
        if (post) patchPostEverywhere(dispatch, getState() as RootState, id, (draft) => Object.assign(draft, post));
      },
      invalidatesTags: (post) => (post ? [{ type: 'Stats', id: post.userId }] : []),
    }),
    deletePost: build.mutation<void, { id: string; authorId: string }>({
      query: ({ id }) => ({ url: `/api/posts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        // A failure reaches the caller through unwrap(); here it must not become an unhandled rejection.
        const deleted = await queryFulfilled.then(() => true, () => false);
        if (!deleted) return;
        forEachPostList(getState() as RootState, id, (endpoint, arg) => {
          const remove = (draft: PostPages) => {
            draft.pages.forEach((page) => { page.items = page.items.filter((item) => item.id !== id); });
          };
          dispatch(updatePostList(endpoint, arg, remove));
        });
      },
      invalidatesTags: (_result, error, { authorId }) => (error ? [] : [{ type: 'Stats', id: authorId }, { type: 'User', id: authorId }]),
    }),
    /** Sends the desired state (not a toggle): a double-click or a retry cannot undo itself. */
    setLike: build.mutation<LikeToggleResult, { postId: string; authorId: string; liked: boolean }>({
      query: ({ postId, liked }) => ({ url: `/api/posts/${encodeURIComponent(postId)}/like`, method: 'POST', body: { liked } }),
      async onQueryStarted({ postId, liked }, { dispatch, getState, queryFulfilled }) {
        const patches = patchPostEverywhere(dispatch, getState() as RootState, postId, (post) => {
          if (post.likedByMe === liked) return;
          post.likedByMe = liked;
          post.likesCount = Math.max(0, post.likesCount + (liked ? 1 : -1));
        });
        try {
          const { data } = await queryFulfilled;
          // A later click may already have flipped the state again; only its own answer settles the count.
          patchPostEverywhere(dispatch, getState() as RootState, postId, (post) => {
            if (post.likedByMe === data.liked) post.likesCount = data.likesCount;
          });
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
      invalidatesTags: (_result, error, { postId, authorId }) => (error ? [] : [{ type: 'Like', id: postId }, { type: 'Stats', id: authorId }]),
    }),
    getComments: build.infiniteQuery<Page<CommentDto>, string, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => pageQuery(`/api/posts/${encodeURIComponent(queryArg)}/comments`, pageParam),
      providesTags: (_result, _error, postId) => [{ type: 'Comment', id: postId }],
    }),
    addComment: build.mutation<CommentDto, { postId: string } & CreateCommentInput>({
      query: ({ postId, content }) => ({ url: `/api/posts/${encodeURIComponent(postId)}/comments`, method: 'POST', body: { content } }),
      async onQueryStarted({ postId }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) patchPostEverywhere(dispatch, getState() as RootState, postId, (post) => { post.commentsCount += 1; });
      },
      // The spec refetches the comment list after a successful post.
      invalidatesTags: (_result, error, { postId }) => (error ? [] : [{ type: 'Comment', id: postId }]),
    }),
  }),
});

type PostListEndpoint = 'getFeed' | 'getUserPosts' | 'getTopicPosts';

/** Every cached post list (feed orders, profiles) that holds this post. */
function forEachPostList(state: RootState, postId: string, visit: (endpoint: PostListEndpoint, arg: string) => void) {
  for (const entry of postsApi.util.selectInvalidatedBy(state, [{ type: 'Post', id: postId }])) {
    if (entry.endpointName === 'getFeed' || entry.endpointName === 'getUserPosts' || entry.endpointName === 'getTopicPosts') visit(entry.endpointName, String(entry.originalArgs));
  }
}

/** One cached list's update, whichever endpoint holds it. */
function updatePostList(endpoint: PostListEndpoint, arg: string, recipe: (draft: PostPages) => void) {
  if (endpoint === 'getFeed') return postsApi.util.updateQueryData('getFeed', arg as HomeFeedTab, recipe);
  if (endpoint === 'getTopicPosts') return postsApi.util.updateQueryData('getTopicPosts', arg, recipe);
  return postsApi.util.updateQueryData('getUserPosts', arg, recipe);
}

type AppDispatchLike = (action: ReturnType<typeof postsApi.util.updateQueryData>) => { undo(): void };

/** Applies one change to the post wherever it is cached; returns the patches so a failure can undo them. */
function patchPostEverywhere(dispatch: AppDispatchLike, state: RootState, postId: string, change: (post: PostDto) => void) {
  const patches: Array<{ undo(): void }> = [];
  const recipe = (draft: PostPages) => {
    for (const page of draft.pages) for (const post of page.items) if (post.id === postId) change(post);
  };
  forEachPostList(state, postId, (endpoint, arg) => {
    patches.push(dispatch(updatePostList(endpoint, arg, recipe)));
  });
  return patches;
}

/**
 * A member's new face or name on every cached post and comment they wrote, at once; the server's
 * copies (the author cards) follow by event, so a refetch right now could still bring the old ones.
 */
export function patchAuthorEverywhere(dispatch: AppDispatchLike, state: RootState, userId: string, card: Partial<Pick<AuthorCard, 'avatar' | 'displayName'>>) {
  const posts = (draft: PostPages) => {
    for (const page of draft.pages) for (const post of page.items) if (post.userId === userId) Object.assign(post.user, card);
  };
  for (const sort of postsApi.util.selectCachedArgsForQuery(state, 'getFeed')) dispatch(postsApi.util.updateQueryData('getFeed', sort, posts));
  for (const author of postsApi.util.selectCachedArgsForQuery(state, 'getUserPosts')) dispatch(postsApi.util.updateQueryData('getUserPosts', author, posts));
  for (const postId of postsApi.util.selectCachedArgsForQuery(state, 'getComments')) {
    dispatch(postsApi.util.updateQueryData('getComments', postId, (draft) => {
      for (const page of draft.pages) for (const comment of page.items) if (comment.user.id === userId) Object.assign(comment.user, card);
    }));
  }
}

export const {
  useGetFeedInfiniteQuery,
  useGetUserPostsInfiniteQuery,
  useGetTopicPostsInfiniteQuery,
  useCreatePostMutation,
  useUpdatePostMutation,
  useDeletePostMutation,
  useGetPostQuery,
  useSetLikeMutation,
  useGetCommentsInfiniteQuery,
  useAddCommentMutation,
} = postsApi;
