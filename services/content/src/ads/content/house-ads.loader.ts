import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import * as yup from 'yup';
import { requestSchema } from '@cannaverse/platform';
import { sanitizeAdCode } from './ad-markup.sanitizer.js';

/** A house ad as seeded into the ads table: what the feed's ad block shows to non-members. */
export interface HouseAdSeed {
  /** Stable identity for an idempotent upsert. */
  key: string;
  name: string;
  placement: string;
  /** Sanitised markup, rendered under the 'Sponsored' label. */
  adCode: string;
  /** The in-app path the ad links to. */
  href: string;
}

// Same depth under src/ and dist/, so this finds services/content/data/ from both.
export const HOUSE_ADS_DATA_DIR = fileURLToPath(new URL('../../../data/house-ads/', import.meta.url));

/** The frame is 250 px tall (frontend AdBlock); a house ad stays small and self-contained. */
export const HOUSE_AD_MAX_CHARS = 4000;

export class HouseAdContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`House ad data is invalid:\n- ${problems.join('\n- ')}`);
    this.name = 'HouseAdContentError';
  }
}

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const manifestSchema = yup.array(requestSchema({
  key: yup.string().required('key is required').matches(KEY, 'key must be lower-case words joined by hyphens'),
  name: yup.string().required('name is required').max(60),
  placement: yup.string().required('placement is required').matches(KEY, 'placement must be lower-case words joined by hyphens'),
  file: yup.string().required('file is required').matches(/^[a-z0-9-]+\.html$/, 'file must be a .html file in data/house-ads'),
  href: yup.string().required('href is required').matches(/^\/[a-z0-9-/]*$/, 'href must be an in-app path such as /membership'),
})).required().min(1, 'the manifest lists no ads');

type ManifestEntry = yup.InferType<typeof manifestSchema>[number];

/** Markup as the HTML parser sees it, so formatting differences do not count as changes. */
const normalise = (markup: string) => {
  const { document } = new JSDOM('').window;
  const body = document.createElement('body');
  body.innerHTML = markup;
  return body.innerHTML.trim();
};

/**
 * What is wrong with one ad's markup: anything the sanitiser would strip (so what we wrote is
 * what members see), links that leave the app or do not replace the page, remote resources.
 */
export const houseAdMarkupProblems = (markup: string, href: string): string[] => {
  const problems: string[] = [];
  if (markup.trim() === '') return ['markup is empty'];
  if (markup.length > HOUSE_AD_MAX_CHARS) problems.push(`markup is longer than ${HOUSE_AD_MAX_CHARS} characters`);
  if (sanitizeAdCode(markup).trim() !== normalise(markup)) problems.push('markup changes when sanitised (DOMPurify would remove part of it)');
  const { document } = new JSDOM(`<body>${markup}</body>`).window;
  const links = [...document.querySelectorAll('a')];
  if (!links.some((link) => link.getAttribute('href') === href)) problems.push(`no link to ${href}`);
  for (const link of links) {
    if (!link.getAttribute('href')?.startsWith('/')) problems.push(`link ${link.getAttribute('href')} is not an in-app path`);
    if (link.getAttribute('target') !== '_top') problems.push(`link ${link.getAttribute('href')} does not open with target="_top"`);
  }
  if (document.querySelector('[src], link, img, iframe, script, style')) problems.push('markup loads or embeds something; house ads are self-contained');
  if (/url\(|@import/i.test(markup)) problems.push('markup references a remote resource in a style');
  return problems;
};

const duplicates = (values: readonly string[]) => [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];

/**
 * Reads `house-ads.json` and each ad's markup file, checks them, and returns them sanitised, or
 * throws a HouseAdContentError naming every problem. What the seeding step upserts by key.
 */
export const loadHouseAds = async (dir = HOUSE_ADS_DATA_DIR): Promise<HouseAdSeed[]> => {
  let entries: ManifestEntry[];
  try {
    entries = manifestSchema.validateSync(JSON.parse(await readFile(path.join(dir, 'house-ads.json'), 'utf8')), { strict: true, abortEarly: false });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new HouseAdContentError(error.errors.map((message) => `house-ads.json: ${message}`));
    throw new HouseAdContentError([`house-ads.json: ${(error as Error).message}`]);
  }
  const problems = duplicates(entries.map((entry) => entry.key)).map((key) => `key ${key} is used twice`);
  const ads: HouseAdSeed[] = [];
  for (const entry of entries) {
    const markup = await readFile(path.join(dir, entry.file), 'utf8').catch(() => null);
    if (markup === null) {
      problems.push(`${entry.key}: ${entry.file} is missing`);
      continue;
    }
    const adProblems = houseAdMarkupProblems(markup, entry.href);
    problems.push(...adProblems.map((problem) => `${entry.key}: ${problem}`));
    if (adProblems.length === 0) ads.push({ key: entry.key, name: entry.name, placement: entry.placement, adCode: sanitizeAdCode(markup).trim(), href: entry.href });
  }
  if (problems.length > 0) throw new HouseAdContentError(problems);
  return ads;
};
