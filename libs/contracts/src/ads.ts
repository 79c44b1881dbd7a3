/**
 * Sponsored ad units (`/api/ads`, content's `ads` feature; core spec §2 "Ad block", §3 "Ad").
 * Shown to non-members only: the server answers premium members with an empty list.
 */

/** An ad unit: its sanitised markup is rendered under the 'Sponsored' label. */
export interface AdDto {
  id: string;
  adCode: string;
}

export const AD_EVENT_KINDS = ['impression', 'click'] as const;
export type AdEventKind = (typeof AD_EVENT_KINDS)[number];

/** `POST /api/ads/{impression|click}/{id}` body: the browser's ad session id (a UUID in localStorage). */
export interface AdTrackingInput {
  sessionId: string;
}

/**
 * A placement name: lower-case words joined by hyphens (`sidebar`, `feed-2`). It starts with a letter,
 * so an id-like path (`/api/ads/2147483648`) is refused instead of answering an empty list.
 */
export const AD_PLACEMENT_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export const AdMessages = {
  notFound: 'Ad not found',
  invalidPlacement: 'placement must be lower-case words joined by hyphens',
  invalidSession: 'sessionId must be a UUID',
} as const;
