import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ValidationError } from 'yup';
import { joinGuideText } from './guide-text.js';
import { GROW_GUIDE_IMAGE_PREFIX, type GrowGuideMethod } from '@cannaverse/contracts';
import { growGuideFileSchema, type GrowGuideFile } from './grow-guide.schema.js';

/** A step as stored in grow_guide_steps (spec §3), minus ids. */
export interface GrowGuideStepSeed {
  stepNumber: number;
  title: string;
  content: string;
  imageUrl: string | null;
}

/** A guide as stored in grow_guides (spec §3), minus ids, author and timestamps the database sets. */
export interface GrowGuideSeed {
  slug: string;
  title: string;
  summary: string;
  content: string;
  method: GrowGuideMethod;
  difficulty: number;
  timeToHarvest: string;
  imageUrl: string;
  isPremium: boolean;
  isPublished: boolean;
  publishedAt: Date;
  steps: GrowGuideStepSeed[];
}

// `src/grow-guides/content/` and `dist/grow-guides/content/` sit at the same depth, so this
// finds `services/content/data/` from the sources under jest and from the build at run time.
export const GROW_GUIDES_DATA_DIR = fileURLToPath(new URL('../../../data/grow-guides/', import.meta.url));
export const GROW_GUIDE_IMAGES_DIR = path.join(GROW_GUIDES_DATA_DIR, 'images');

/** Every problem found in the data at once, so one run shows everything to fix. */
export class GrowGuideContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Grow guide data is invalid:\n- ${problems.join('\n- ')}`);
    this.name = 'GrowGuideContentError';
  }
}

export type ParsedGuideFile = { guide: GrowGuideSeed; problems: [] } | { guide: null; problems: string[] };

/** The file name an image URL points at under `data/grow-guides/images/`. */
export const imageFileName = (imageUrl: string): string => imageUrl.slice(GROW_GUIDE_IMAGE_PREFIX.length);

const toSeed = (file: GrowGuideFile): GrowGuideSeed => ({
  ...file,
  method: file.method as GrowGuideMethod,
  content: joinGuideText(file.content),
  publishedAt: new Date(file.publishedAt),
  steps: file.steps.map((step) => ({ ...step, content: joinGuideText(step.content), imageUrl: step.imageUrl ?? null })),
});

/** Validates one file's parsed JSON; every problem is prefixed with the file name. */
export const parseGrowGuideFile = (raw: unknown, fileName: string): ParsedGuideFile => {
  try {
    const file = growGuideFileSchema.validateSync(raw, { strict: true, abortEarly: false });
    if (`${file.slug}.json` !== fileName) return { guide: null, problems: [`${fileName}: the file is named after its slug (${file.slug}.json)`] };
    return { guide: toSeed(file), problems: [] };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { guide: null, problems: error.errors.map((message) => `${fileName}: ${message}`) };
  }
};

const duplicates = (values: readonly string[]) => [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];

/** Rules across guides: unique slugs and titles, images that exist, nothing published in the future. */
export const guideCollectionProblems = (
  guides: readonly GrowGuideSeed[],
  imageExists: (fileName: string) => boolean,
  now: Date,
): string[] => [
  ...duplicates(guides.map((guide) => guide.slug)).map((slug) => `slug ${slug} is used twice`),
  ...duplicates(guides.map((guide) => guide.title.toLowerCase())).map((title) => `title "${title}" is used twice`),
  ...guides.flatMap((guide) =>
    [guide.imageUrl, ...guide.steps.map((step) => step.imageUrl)]
      .filter((url): url is string => url !== null && !imageExists(imageFileName(url)))
      .map((url) => `${guide.slug}: image ${url} has no file in data/grow-guides/images`)),
  ...guides.filter((guide) => guide.publishedAt > now).map((guide) => `${guide.slug}: publishedAt is in the future`),
];

/**
 * Reads, validates and converts every `*.json` guide in `dir` (sorted by file name), or throws a
 * GrowGuideContentError naming every problem. What a seeding migration or import upserts by slug.
 */
export const loadGrowGuides = async (dir = GROW_GUIDES_DATA_DIR, now = new Date()): Promise<GrowGuideSeed[]> => {
  const fileNames = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const problems: string[] = [];
  const guides: GrowGuideSeed[] = [];
  for (const fileName of fileNames) {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(path.join(dir, fileName), 'utf8'));
    } catch (error) {
      problems.push(`${fileName}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = parseGrowGuideFile(raw, fileName);
    if (parsed.guide) guides.push(parsed.guide);
    problems.push(...parsed.problems);
  }
  if (fileNames.length === 0) problems.push(`no guide files in ${dir}`);
  problems.push(...guideCollectionProblems(guides, (name) => existsSync(path.join(dir, 'images', name)), now));
  if (problems.length > 0) throw new GrowGuideContentError(problems);
  return guides;
};
