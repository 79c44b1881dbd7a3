import type { LiveStreamDto, LiveStreamStatus } from '@cannaverse/contracts';
import { formatDate } from '../../shared/format';

/** Spec §4: live, ended, anything else offline. */
export const statusLabel = (status: LiveStreamStatus | string): 'LIVE' | 'ENDED' | 'OFFLINE' =>
  status === 'live' ? 'LIVE' : status === 'ended' ? 'ENDED' : 'OFFLINE';

/** The first tag of the comma-separated list, shown on each card (spec §9). */
export const firstTag = (tags: string | null | undefined): string | null => (tags ?? '').split(',').map((tag) => tag.trim()).find(Boolean) ?? null;

/** 'Started …', 'Ended …' or 'Not started yet' (spec §2). */
export function streamTimes(stream: Pick<LiveStreamDto, 'startedAt' | 'endedAt'>): string[] {
  const lines: string[] = [];
  if (stream.startedAt) lines.push(`Started ${formatDate(stream.startedAt)}`);
  if (stream.endedAt) lines.push(`Ended ${formatDate(stream.endedAt)}`);
  return lines.length > 0 ? lines : ['Not started yet'];
}

/** Route ids must be numeric (spec §5) and name a PostgreSQL integer; anything else is an invalid URL. */
export function parseStreamId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export const watchingLabel = (count: number) => `${count} watching`;
