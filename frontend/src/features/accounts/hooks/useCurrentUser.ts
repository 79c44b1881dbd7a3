import { useMeQuery } from '../api/accountsApi';

/** The signed-in member, or null; `isLoading` while the startup check runs. */
export function useCurrentUser() {
  const { data, isLoading, isFetching } = useMeQuery();
  return { user: data ?? null, isLoading: isLoading || (isFetching && data === undefined) };
}
