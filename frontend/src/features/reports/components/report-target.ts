import type { ReportTargetType } from '@cannaverse/contracts';

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
  /** What the member is reporting, quoted at the top ('Post by grower', a chat line). */
  excerpt?: string;
}

export const REPORT_TITLES: Record<ReportTargetType, string> = {
  post: 'Report post', comment: 'Report comment', story: 'Report story', member: 'Report member', stream: 'Report stream', chat: 'Report chat message',
};
