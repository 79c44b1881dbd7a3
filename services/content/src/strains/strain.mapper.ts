import type {
  StrainDto, StrainGrowTipsDto, StrainSourceDto, StrainSummary, StrainType, TerpeneAnalysisDto,
} from '@cannaverse/contracts';

/** Columns of a library card (STRAIN_SUMMARY_COLUMNS). */
export interface StrainSummaryRow {
  id: number;
  name: string;
  type: StrainType;
  rating: number | null;
  review_count: number;
  members_rating: number | null;
  thc_content: number | null;
  cbd_content: number | null;
  description: string;
  effects: string[];
  flavors: string[];
  image_url: string | null;
}

/** Columns of the detail page (STRAIN_DETAIL_COLUMNS). */
export interface StrainDetailRow extends StrainSummaryRow {
  slug: string;
  terpene_primary: string[];
  terpene_secondary: string[];
  medical_benefits: string[];
  negative_effects: string[];
  enhanced_description: string | null;
  terpene_analysis: TerpeneAnalysisDto | null;
  grow_tips: StrainGrowTipsDto | null;
  premium_sources: StrainSourceDto[];
  created_at: Date;
  updated_at: Date;
}

/** Every strain has a generated illustration unless the catalogue names another image. */
export const strainImageUrl = (id: number) => `/api/strains/${id}/image.svg`;

export const toStrainSummary = (row: StrainSummaryRow): StrainSummary => ({
  id: row.id,
  name: row.name,
  type: row.type,
  rating: row.rating,
  reviewCount: row.review_count,
  membersRating: row.members_rating === null ? null : Math.round(row.members_rating * 10) / 10,
  thcContent: row.thc_content,
  cbdContent: row.cbd_content,
  description: row.description,
  effects: row.effects,
  flavors: row.flavors,
  imageUrl: row.image_url ?? strainImageUrl(row.id),
});

/** `premium` decides whether the premium keys exist at all: a free member's answer lacks them. */
export function toStrainDto(row: StrainDetailRow, premium: boolean): StrainDto {
  const dto: StrainDto = {
    ...toStrainSummary(row),
    slug: row.slug,
    terpeneProfile: { primary: row.terpene_primary, secondary: row.terpene_secondary },
    medicalBenefits: row.medical_benefits,
    negativeEffects: row.negative_effects,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (!premium) return dto;
  return {
    ...dto,
    enhancedDescription: row.enhanced_description,
    terpeneAnalysis: row.terpene_analysis,
    growTips: row.grow_tips,
    premiumSources: row.premium_sources,
  };
}
