import type { GrowGuideDto, GrowGuideMethod, GrowGuideStepDto, GrowGuideSummary } from '@cannaverse/contracts';

/** A row of the guides list (grow-guides.repository.ts). */
export interface GrowGuideRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  method: GrowGuideMethod;
  difficulty: number;
  time_to_harvest: string | null;
  image_url: string | null;
  is_premium: boolean;
  published_at: Date;
  /** `published_at::text`, the keyset cursor's exact position. */
  cursor_at: string;
}

export interface GrowGuideDetailRow extends GrowGuideRow {
  content: string;
  author_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface GrowGuideStepRow {
  id: number;
  step_number: number;
  title: string;
  content: string;
  image_url: string | null;
}

export const toGrowGuideSummary = (row: GrowGuideRow, hasAccess: boolean): GrowGuideSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  method: row.method,
  difficulty: row.difficulty,
  timeToHarvest: row.time_to_harvest,
  imageUrl: row.image_url,
  isPremium: row.is_premium,
  publishedAt: row.published_at.toISOString(),
  hasAccess,
});

export const toGrowGuideStep = (row: GrowGuideStepRow): GrowGuideStepDto => ({
  id: row.id,
  stepNumber: row.step_number,
  title: row.title,
  content: row.content,
  imageUrl: row.image_url,
});

export const toGrowGuideDto = (row: GrowGuideDetailRow, steps: GrowGuideStepRow[]): GrowGuideDto => ({
  ...toGrowGuideSummary(row, true),
  content: row.content,
  authorId: row.author_id,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  steps: steps.map(toGrowGuideStep),
});
