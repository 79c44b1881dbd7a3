/**
 * The strain library (`/api/strains`, content's `strains` feature): the catalogue, one strain with
 * its premium sections, emoji reactions and what our members report about a strain.
 * Content spec §2 "Strain library", "Strain detail", "Emoji reactions"; §3 "Strain".
 */

export const STRAIN_TYPES = ['Indica', 'Sativa', 'Hybrid'] as const;
export type StrainType = (typeof STRAIN_TYPES)[number];

export const STRAIN_SORTS = ['rating', 'name', 'thc'] as const;
/** Sort By: Top Rated = rating (highest first), Alphabetical = name, THC Content = thc (highest first). */
export type StrainSort = (typeof STRAIN_SORTS)[number];

/** The library's effect chips (spec §2), in the catalogue's own spelling. */
export const STRAIN_FILTER_EFFECTS = [
  'Relaxed', 'Happy', 'Euphoric', 'Uplifted', 'Creative', 'Energetic', 'Focused', 'Sleepy', 'Hungry', 'Talkative',
] as const;

/** The flavor filter's choices: the catalogue's flavor vocabulary, most common first (issue 27). */
export const STRAIN_FILTER_FLAVORS = [
  'Earthy', 'Sweet', 'Citrus', 'Pungent', 'Berry', 'Pine', 'Flowery', 'Woody', 'Diesel', 'Spicy/Herbal', 'Lemon', 'Skunk',
  'Tropical', 'Blueberry', 'Grape', 'Orange', 'Cheese', 'Pepper', 'Lime', 'Strawberry', 'Pineapple', 'Minty', 'Sage',
  'Grapefruit', 'Chemical', 'Lavender', 'Vanilla', 'Tree Fruit', 'Mango', 'Honey', 'Ammonia', 'Nutty', 'Coffee', 'Menthol',
  'Butter', 'Mint', 'Tea', 'Apple', 'Rose', 'Apricot', 'Blue Cheese', 'Tobacco', 'Tar', 'Violet', 'Chestnut', 'Peach', 'Pear', 'Plum',
] as const;

/** The "helps with" filter's choices: the tags reviewers reported, most reported first (issue 27). */
export const STRAIN_FILTER_HELPS_WITH = [
  'Stress', 'Depression', 'Pain', 'Anxiety', 'Insomnia', 'Fatigue', 'Lack Of Appetite', 'Headaches', 'Inflammation', 'Nausea',
  'Muscle Spasms', 'Add/Adhd', 'PTSD', 'Cramps', 'Eye Pressure', 'Migraines', 'Arthritis', 'Spasticity', 'Gastrointestinal Disorder',
  'Seizures', 'Fibromyalgia',
] as const;

/** `GET /api/strains/{id}/similar`: how many strains "Similar strains" shows. */
export const SIMILAR_STRAINS_SHOWN = 6;

/** `GET /api/strains`: the library's first load asks for 1000, so this list allows up to 1000. */
export const STRAIN_LIST_MAX_LIMIT = 1000;
/** Without `limit` (the story form's strain selector) the whole first 1000 come back too. */
export const STRAIN_LIST_DEFAULT_LIMIT = 1000;

export interface TerpeneProfileDto {
  primary: string[];
  secondary: string[];
}

/** Premium: fractions of dry flower weight; the UI shows value × 100 to 1 decimal as percent. null = not analysed. */
export interface TerpeneAnalysisDto {
  myrcene: number | null;
  limonene: number | null;
  caryophyllene: number | null;
  pinene: number | null;
  linalool: number | null;
}

/** Premium: the spec's growTips object. null fields are "not yet analysed"; text carries its unit. */
export interface StrainGrowTipsDto {
  /** 1 (Beginner) to 5 (Expert). */
  difficulty: number | null;
  floweringTime: string | null;
  yield: string | null;
  growEnvironment: string | null;
  growTips: string | null;
}

export interface StrainSourceDto {
  title: string;
  publisher: string;
  url: string;
}

/** A card in the library, a trending strain in the sidebar, an option in the story form's selector. */
export interface StrainSummary {
  id: number;
  name: string;
  type: StrainType;
  /** 0–5, or null when the catalogue has none (the UI shows 4.0). */
  rating: number | null;
  /** How many of our members rated the strain (posts and stories), see docs/decisions.md. */
  reviewCount: number;
  /**
   * The average of our members' ratings to one decimal (the members report's "Average rating"),
   * null when none rated it. The UI shows it instead of the catalogue's `rating` once members rated.
   */
  membersRating: number | null;
  thcContent: number | null;
  /** null = not reported (the given catalogue has no CBD figures). */
  cbdContent: number | null;
  description: string;
  effects: string[];
  flavors: string[];
  imageUrl: string;
}

/**
 * The one rating a strain shows (library card, strain page header, home sidebar): our members'
 * average once members rated it (the members report's "Average rating", so the two agree), else
 * the catalogue's (null: the UI's 4.0 default).
 */
export const shownStrainRating = (strain: Pick<StrainSummary, 'rating' | 'reviewCount' | 'membersRating'>): number | null =>
  (strain.reviewCount > 0 && strain.membersRating !== null ? strain.membersRating : strain.rating);

/** Strains matching the filters per type (the library's tabs); `all` is their sum. */
export interface StrainTypeCounts {
  all: number;
  Indica: number;
  Sativa: number;
  Hybrid: number;
}

/** `GET /api/strains`: a page; the first page (no cursor) also counts every match by type. */
export interface StrainPage {
  items: StrainSummary[];
  nextCursor: string | null;
  /** On the first page only (null on later ones). */
  typeCounts: StrainTypeCounts | null;
}

/**
 * `GET /api/strains/{id}`. The three premium fields (and their sources) are present only for
 * premium members (tier premium or connoisseur) and admins; a free member's answer lacks the
 * keys. Present but null means the strain has not been analysed yet.
 */
export interface StrainDto extends StrainSummary {
  slug: string;
  terpeneProfile: TerpeneProfileDto;
  medicalBenefits: string[];
  negativeEffects: string[];
  enhancedDescription?: string | null;
  terpeneAnalysis?: TerpeneAnalysisDto | null;
  growTips?: StrainGrowTipsDto | null;
  premiumSources?: StrainSourceDto[];
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/strains` query (the gateway passes the query string through). */
export interface StrainListQuery {
  type?: StrainType | string;
  /** Repeated `effects=`: every one must be among the strain's effects. */
  effects?: string[] | string;
  thcMin?: number | string;
  thcMax?: number | string;
  sortBy?: StrainSort | string;
  search?: string;
  limit?: number | string;
  cursor?: string | null;
}

// ── Emoji reactions ─────────────────────────────────────────────────────────────────────────────

/** The spec's set, in its order; no other emoji is accepted. */
export const STRAIN_REACTION_EMOJI = [
  { emoji: '😊', label: 'Happy' },
  { emoji: '😴', label: 'Sleepy' },
  { emoji: '🧘', label: 'Relaxed' },
  { emoji: '🤯', label: 'Mind-blown' },
  { emoji: '😵', label: 'Dizzy' },
  { emoji: '😃', label: 'Energetic' },
  { emoji: '🤔', label: 'Thoughtful' },
  { emoji: '🎭', label: 'Creative' },
] as const;
export type StrainReactionEmoji = (typeof STRAIN_REACTION_EMOJI)[number]['emoji'];

export const isStrainReactionEmoji = (value: unknown): value is StrainReactionEmoji =>
  STRAIN_REACTION_EMOJI.some((entry) => entry.emoji === value);

/** `GET /api/strains/{id}/reactions`. */
export interface StrainReactionsDto {
  /** Emoji → count, only emoji someone chose. */
  reactions: Partial<Record<StrainReactionEmoji, number>>;
  total: number;
  details: { userId: string; emojiType: StrainReactionEmoji }[];
}

/** `POST /api/strains/{id}/reactions` body. */
export interface StrainReactionInput {
  emojiType: StrainReactionEmoji;
}

// ── What our members report ─────────────────────────────────────────────────────────────────────

export interface ReportedEffectDto {
  effect: string;
  count: number;
}

/** `GET /api/strains/{id}/members-report`: our own members' ratings and reported effects. */
export interface StrainMembersReportDto {
  /** Members' posts that rated this strain (one per post). */
  postRatings: { count: number; averageRating: number | null };
  /** Members' strain stories about this strain. */
  storyRatings: { count: number; averageRating: number | null };
  /** Over posts and stories together; null without any rating. */
  averageRating: number | null;
  /** Effects most often reported in stories, most frequent first (at most 5). */
  topEffects: ReportedEffectDto[];
}

// ── Catalogue import ────────────────────────────────────────────────────────────────────────────

export const STRAIN_IMPORT_FORMATS = ['csv', 'own-catalogue'] as const;
export type StrainImportFormat = (typeof STRAIN_IMPORT_FORMATS)[number];

/** `content.strain.import` (npm run import:strains): the file's text and how to read it. */
export interface StrainImportInput {
  format: StrainImportFormat;
  content: string;
  /** A name for the log and the import record, e.g. the file name. */
  source: string;
}

/** The import report: every row accounted for (see docs/strain-data.md). */
export interface StrainImportResult {
  source: string;
  format: StrainImportFormat;
  totalRows: number;
  imported: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: { line: number; name: string | null; reason: string; detail: string }[];
  warnings: { line: number; name: string; field: string; detail: string }[];
  /** Curated premium entries whose strain is not in this catalogue. */
  unmatchedPremium: string[];
  durationMs: number;
}
