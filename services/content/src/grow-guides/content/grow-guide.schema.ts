/**
 * The schema of one file of `data/grow-guides/` (documented in docs/grow-guides.md). It is
 * validated with `{ strict: true }` (grow-guides.loader.ts): nothing is coerced, so a difficulty
 * of "3" or an untrimmed title is an error in the file rather than something silently fixed.
 */
import * as yup from 'yup';
import { GROW_GUIDE_IMAGE_PREFIX, GROW_GUIDE_METHODS } from '@cannaverse/contracts';
import { requestSchema } from '@cannaverse/platform';
import { guideTextProblems } from './guide-text.js';

/** Editorial limits for our own guides; the spec fixes only difficulty 1–5. */
export const GrowGuideLimits = {
  stepsMin: 5,
  stepsMax: 12,
  difficultyMin: 1,
  difficultyMax: 5,
  titleMin: 10,
  titleMax: 90,
  summaryMin: 40,
  summaryMax: 240,
  stepTitleMax: 70,
  slugMax: 80,
  /** A step's text: enough to be useful, short enough to read in an accordion panel. */
  stepContentMin: 80,
  stepContentMax: 1500,
  contentMin: 200,
  contentMax: 3000,
} as const;

const L = GrowGuideLimits;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** '10–14 weeks', '8–10 weeks from seed', '3–6 weeks after the chop' (an en dash between numbers). */
const TIME_TO_HARVEST = /^\d+(?:–\d+)? (?:days|weeks|months)(?: [a-z ]+)?$/;
/** One file name under the image prefix: no folders, no way out of it. */
const IMAGE_URL = new RegExp(`^${GROW_GUIDE_IMAGE_PREFIX.replace(/\//g, '\\/')}[a-z0-9]+(?:-[a-z0-9]+)*\\.svg$`);

/** Text given as blocks (see guide-text.ts), each a non-empty trimmed string in the format. */
const textBlocks = (label: string) =>
  yup.array(yup.string().required(`${label} has an empty block`))
    
    .required(`${label} is required`)
    .min(1, `${label} is required`)
    .test('format', ({ value }) => `${label}: ${formatProblems(value).join('; ')}`, (value) => formatProblems(value).length === 0);

const formatProblems = (blocks: unknown): string[] =>
  Array.isArray(blocks) ? blocks.flatMap((block) => (typeof block === 'string' ? guideTextProblems(block) : [])) : [];

const imageUrl = (label: string) => yup.string().matches(IMAGE_URL, `${label} must be ${GROW_GUIDE_IMAGE_PREFIX}<name>.svg`);

export const growGuideStepFileSchema = requestSchema({
  stepNumber: yup.number().integer().required('stepNumber is required'),
  title: yup.string().trim().required('step title is required').max(L.stepTitleMax, `step title is at most ${L.stepTitleMax} characters`),
  content: textBlocks('step content'),
  imageUrl: imageUrl('step imageUrl').optional(),
});

/** One file of `data/grow-guides/`: the stored guide fields (spec §3) with text as blocks. */
export const growGuideFileSchema = requestSchema({
  slug: yup.string().required('slug is required').max(L.slugMax).matches(SLUG, 'slug must be lower-case words joined by hyphens'),
  title: yup.string().trim().required('title is required').min(L.titleMin).max(L.titleMax),
  summary: yup.string().trim().required('summary is required').min(L.summaryMin).max(L.summaryMax),
  content: textBlocks('content'),
  method: yup.string().required('method is required').oneOf(GROW_GUIDE_METHODS, `method must be one of ${GROW_GUIDE_METHODS.join(', ')}`),
  difficulty: yup.number().required('difficulty is required').integer('difficulty must be a whole number')
    .min(L.difficultyMin, 'difficulty must be 1 to 5').max(L.difficultyMax, 'difficulty must be 1 to 5'),
  timeToHarvest: yup.string().required('timeToHarvest is required').matches(TIME_TO_HARVEST, "timeToHarvest reads like '10–14 weeks'"),
  imageUrl: imageUrl('imageUrl').required('imageUrl is required'),
  isPremium: yup.boolean().required('isPremium is required'),
  isPublished: yup.boolean().required('isPublished is required'),
  publishedAt: yup.string().required('publishedAt is required')
    .test('iso', 'publishedAt must be an ISO 8601 UTC timestamp', (value) => isIsoTimestamp(value)),
  steps: yup.array(growGuideStepFileSchema).required('steps are required')
    .min(L.stepsMin, `a guide has ${L.stepsMin} to ${L.stepsMax} steps`).max(L.stepsMax, `a guide has ${L.stepsMin} to ${L.stepsMax} steps`)
    .test('numbered', 'steps are numbered 1..n in order', (steps) => (steps ?? []).every((step, index) => step.stepNumber === index + 1)),
});

export type GrowGuideFile = yup.InferType<typeof growGuideFileSchema>;

const isIsoTimestamp = (value: string | undefined) =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/.test(value) && !Number.isNaN(Date.parse(value));
