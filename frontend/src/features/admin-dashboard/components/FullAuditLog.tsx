import { useGetAuditLogInfiniteQuery } from '../api/adminDashboardApi';
import { AuditEntries, AuditEntriesSkeleton } from './AuditEntries';
import { pageItems } from '../../../app/paging';
import { LoadMore } from '../../../app/ui/LoadMore';

/** The audit log past the dashboard's latest entries, a page at a time. */
export function FullAuditLog() {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useGetAuditLogInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <AuditEntriesSkeleton label="Loading the audit log..." />;
  if (isError && !data) return <p role="alert">Unable to load the audit log.</p>;
  return (
    <>
      <AuditEntries entries={pageItems(data)} />
      <LoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </>
  );
}
