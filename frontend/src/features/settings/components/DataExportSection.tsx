import styled from 'styled-components';
import type { DataExportDto } from '@cannaverse/contracts';
import { buttonLook, StyledButton, StyledSmallButton, type ButtonLook } from '../../../app/ui/Button';
import { SkeletonRegion, StyledSkeletonText } from '../../../app/ui/Skeleton';
import { useToast } from '../../../app/toasts/ToastProvider';
import { formatLongDate } from '../../../shared/format';
import { serverText } from '../../../shared/error-text';
import { useDataExportsQuery, useRequestDataExportMutation } from '../api/dataExportApi';

/** How often the section asks how far an export in progress is. */
export const EXPORT_POLL_MS = 2000;

const inProgress = (item: DataExportDto | undefined) => item?.status === 'queued' || item?.status === 'running';

/** `social/posts` → 'your posts'; `media` → 'your photos and videos'. */
export function exportPartLabel(part: string | undefined): string {
  if (!part) return 'your data';
  if (part === 'media') return 'your photos and videos';
  const name = part.split('/').pop() ?? part;
  return `your ${name.replace(/-/g, ' ')}`;
}

function ExportStatus({ item }: { item: DataExportDto }) {
  switch (item.status) {
    case 'queued':
      return <p role="status">Your export is queued; it starts in a moment.</p>;
    case 'running':
      return <p role="status">Preparing your export: gathering {exportPartLabel(item.part)}...</p>;
    case 'ready':
      return (
        <StyledReady>
          <p role="status">Your export is ready. You can download it until <strong>{formatLongDate(item.expiresAt!)}</strong>.</p>
          <StyledDownload href={item.downloadUrl} download>Download your data (zip)</StyledDownload>
        </StyledReady>
      );
    case 'failed':
      return <p role="alert">Your last export could not be completed. Please try again.</p>;
    default:
      return <p>Your last export has expired (exports are kept for 7 days).</p>;
  }
}

/** Settings → Your data: ask for a copy of everything the site holds about the member, watch it being made, download the zip. */
export function DataExportSection() {
  const { data, isLoading, isError, refetch } = useDataExportsQuery();
  const latest = data?.[0];
  // Polls only while the newest export is in progress.
  useDataExportsQuery(undefined, { pollingInterval: inProgress(latest) ? EXPORT_POLL_MS : 0, skip: !inProgress(latest) });
  const [request, { isLoading: requesting }] = useRequestDataExportMutation();
  const { toast } = useToast();

  const onRequest = async () => {
    try {
      await request().unwrap();
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Could not start your export'), variant: 'destructive' });
    }
  };

  return (
    <>
      <p>
        Download a copy of everything Cannaverse holds about you: your account, posts with their photos and videos, comments, likes,
        follows, direct messages, stories, reactions, streams and chat lines, reports and notifications. It is prepared in the
        background and kept for 7 days, for you only.
      </p>
      {isLoading && <SkeletonRegion label="Loading..." testId="data-export-skeleton"><p><StyledSkeletonText $width="60%" /></p></SkeletonRegion>}
      {isError && <p role="alert">Unable to load your exports. <StyledSmallButton type="button" onClick={() => refetch()}>Try again</StyledSmallButton></p>}
      {latest && <ExportStatus item={latest} />}
      {!isLoading && !inProgress(latest) && (
        <StyledButton type="button" $variant={latest?.status === 'ready' ? 'secondary' : undefined} onClick={onRequest} disabled={requesting}>
          {requesting ? 'Starting...' : latest?.status === 'ready' ? 'Export again' : 'Export my data'}
        </StyledButton>
      )}
    </>
  );
}

const StyledReady = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  align-items: flex-start;
  p { margin: 0; }
  margin-bottom: 12px;
`;

/** A plain link (not the router's): the browser downloads the zip with the session cookie. */
const StyledDownload = styled.a<ButtonLook>`
  ${buttonLook}
`;
