import { useRef } from 'react';
import styled from 'styled-components';
import { useGetAdQuery } from '../api/adsApi';
import { useAdTracking } from '../hooks/useAdTracking';

/** A medium rectangle: the slot keeps its size from placeholder to ad, so nothing shifts. */
const AD_HEIGHT = 250;

// The frame cannot run scripts or reach the member's page and cookies. Links open in a new tab,
// or (target="_top", our house ads) replace the page, but only on a real click by the member.
const frameDocument = (adCode: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>html,body{margin:0;overflow:hidden;font-family:system-ui,sans-serif}img{max-width:100%;height:auto}</style></head><body>${adCode}</body></html>`;

/** For non-members only (the caller decides). 'Sponsored' label, a placeholder while loading, nothing without an ad. */
export function AdBlock({ placement }: { placement: string }) {
  const { data: ad, isLoading, isError } = useGetAdQuery(placement);
  const frame = useRef<HTMLIFrameElement>(null);
  const container = useAdTracking<HTMLElement>(ad?.id ?? null, frame);

  if (isError || (!isLoading && !ad)) return null;
  return (
    <StyledAd ref={container} aria-label="Sponsored" data-testid="ad-block">
      <StyledLabel>Sponsored</StyledLabel>
      {isLoading || !ad
        ? <StyledPlaceholder role="status" aria-label="Loading sponsored content" data-testid="ad-placeholder" />
        : (
          <StyledFrame
            ref={frame}
            title="Sponsored content"
            sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
            srcDoc={frameDocument(ad.adCode)}
            loading="lazy"
            height={AD_HEIGHT}
          />
        )}
    </StyledAd>
  );
}

const StyledAd = styled.section`
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledLabel = styled.p`
  margin: 0 0 8px;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledPlaceholder = styled.div`
  height: ${AD_HEIGHT}px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledFrame = styled.iframe`
  display: block;
  width: 100%;
  height: ${AD_HEIGHT}px;
  border: 0;
`;
