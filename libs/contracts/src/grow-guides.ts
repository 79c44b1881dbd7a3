/**
 * Grow guides (`/api/grow-guides`, content's `grow-guides` feature): our own guides, their steps
 * and illustrations, the Growing Tips card. Content spec §2 "Grow guides list", "Grow guide
 * detail"; §3 grow_guides, grow_guide_steps. The guides are written as data (docs/grow-guides.md).
 */

/** The growing methods the list knows (spec §2); the guide data may use only these. */
export const GROW_GUIDE_METHODS = ['indoor', 'hydroponics', 'outdoor', 'soil', 'autoflower'] as const;
export type GrowGuideMethod = (typeof GROW_GUIDE_METHODS)[number];

export const isGrowGuideMethod = (value: unknown): value is GrowGuideMethod =>
  typeof value === 'string' && (GROW_GUIDE_METHODS as readonly string[]).includes(value);

/** Difficulty 1 to 5 and its labels (spec §9: 1 Beginner … 5 Expert, else Unknown). */
export const GROW_GUIDE_DIFFICULTIES = [
  { value: 1, label: 'Beginner' },
  { value: 2, label: 'Easy' },
  { value: 3, label: 'Intermediate' },
  { value: 4, label: 'Advanced' },
  { value: 5, label: 'Expert' },
] as const;

export const difficultyLabel = (difficulty: number | null | undefined): string =>
  GROW_GUIDE_DIFFICULTIES.find((entry) => entry.value === difficulty)?.label ?? 'Unknown';

/**
 * The URL prefix the guide illustrations are served under (by the gateway, with the bytes from
 * the content service). Stored image URLs carry `?v=<content hash>` so they can be cached forever.
 */
export const GROW_GUIDE_IMAGE_PREFIX = '/static/grow-guides/';
/** An illustration's file name: lower-case words joined by hyphens, `.svg`; nothing else is served. */
export const GROW_GUIDE_IMAGE_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;

/** A card of the guides list. */
export interface GrowGuideSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  method: GrowGuideMethod;
  /** 1 (Beginner) to 5 (Expert). */
  difficulty: number;
  timeToHarvest: string | null;
  imageUrl: string | null;
  isPremium: boolean;
  publishedAt: string;
  /** False for a premium guide the member may not read (the card says 'View Preview'). Decided by the server. */
  hasAccess: boolean;
}

/** A step as the client reads it (spec §3). */
export interface GrowGuideStepDto {
  id: number;
  stepNumber: number;
  title: string;
  content: string;
  imageUrl: string | null;
}

/**
 * `GET /api/grow-guides/by-slug/{slug}`: the guide with its steps in stepNumber order. `content`
 * is plain text: blocks split by a blank line, a block of `- ` lines is a list (docs/grow-guides.md).
 */
export interface GrowGuideDto extends GrowGuideSummary {
  content: string;
  authorId: string | null;
  createdAt: string;
  updatedAt: string;
  steps: GrowGuideStepDto[];
}

/** `GET /api/grow-guides` query (all optional). */
export interface GrowGuideListQuery {
  method?: string;
  /** 1 to 5, as digits from a query string. */
  difficulty?: number | string;
  search?: string;
  limit?: number | string;
  cursor?: string | null;
}

/** `content.grow-guide.get-image`: one illustration and its content hash. */
export interface GrowGuideImageDto {
  svg: string;
  etag: string;
}

/** The 403 body of a premium guide without access (spec §6): the client opens the premium dialog. */
export interface PremiumContentError {
  message: string;
  premiumContent: true;
  /** The guide's card (no text, no steps): what 'View Preview' shows behind the dialog. */
  guide?: GrowGuideSummary;
}

export const GrowGuideListLimits = {
  searchMax: 100,
  difficultyMin: 1,
  difficultyMax: 5,
  /** The list is short (editorial); the client asks for this many per page. */
  pageSize: 50,
} as const;

export const GrowGuideMessages = {
  premiumRequired: 'Premium content requires membership',
  notFound: 'Guide not found',
  invalidMethod: `method must be one of ${GROW_GUIDE_METHODS.join(', ')}`,
  invalidDifficulty: 'difficulty must be a whole number from 1 to 5',
  searchMax: `search must be at most ${GrowGuideListLimits.searchMax} characters`,
  imageNotFound: 'Image not found',
} as const;

/** A guide's or a step's text read as blocks (docs/grow-guides.md "Text format"). */
export type GuideTextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Lines starting with this are list items; a block of only such lines is a list. */
export const GUIDE_LIST_MARK = '- ';

/** The stored text as blocks, for a client that renders paragraphs and lists (as text, never HTML). */
export const splitGuideText = (text: string): GuideTextBlock[] =>
  text.split('\n\n').map((block) => {
    const lines = block.split('\n');
    return lines.every((line) => line.startsWith(GUIDE_LIST_MARK))
      ? { kind: 'list', items: lines.map((line) => line.slice(GUIDE_LIST_MARK.length)) }
      : { kind: 'paragraph', text: block };
  });

/** One line of the guide detail's 'Growing Tips' side card. */
export interface GrowingTip {
  title: string;
  text: string;
}

/**
 * The five fixed tips of the 'Growing Tips' card (spec §2 lists the card but not its text).
 * They hold for every method, since the card shows the same five beside every guide.
 */
export const GROWING_TIPS: readonly GrowingTip[] = [
  {
    title: 'Check pH every time you water',
    text: 'Roots only take up every nutrient in a narrow band: about 6.0–7.0 in soil and 5.5–6.5 in coco or hydro. Most "deficiencies" are really a pH drifting out of that band.',
  },
  {
    title: 'Water by weight, not by the calendar',
    text: 'Lift the pot. Water when it feels light and the top few centimetres are dry, then water until a little runs out of the bottom. Soggy roots cannot breathe.',
  },
  {
    title: 'Let the leaves tell you about the light',
    text: 'Tops that bleach, yellow or curl up at the edges are too close to the lamp or too hot; stretched, pale seedlings want it closer. Adjust gradually and watch for a few days.',
  },
  {
    title: 'Dry air and moving air in late flower',
    text: 'Keep humidity around 40–50% and a gentle breeze through the canopy once buds fatten. Dense buds in damp, still air are where grey mould (bud rot) starts.',
  },
  {
    title: 'Harvest by the trichomes, not the date',
    text: 'A breeder\'s flowering time is an estimate. Look at the resin heads with a loupe: harvest when most are cloudy, and wait for some amber if you want a heavier effect.',
  },
];
