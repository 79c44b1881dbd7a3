import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { joinGuideText, guideTextProblems } from '../src/grow-guides/content/guide-text.js';
import { GROW_GUIDE_METHODS, GROWING_TIPS, splitGuideText } from '@cannaverse/contracts';
import { GrowGuideLimits } from '../src/grow-guides/content/grow-guide.schema.js';
import {
  GROW_GUIDES_DATA_DIR, GROW_GUIDE_IMAGES_DIR, GrowGuideContentError, guideCollectionProblems, imageFileName, loadGrowGuides, parseGrowGuideFile, type GrowGuideSeed,
} from '../src/grow-guides/content/grow-guides.loader.js';

const readGuideFile = async (slug: string): Promise<Record<string, unknown>> =>
  JSON.parse(await readFile(path.join(GROW_GUIDES_DATA_DIR, `${slug}.json`), 'utf8')) as Record<string, unknown>;

describe('the grow guides we ship', () => {
  let guides: GrowGuideSeed[];
  beforeAll(async () => {
    guides = await loadGrowGuides();
  });

  it('are at least twelve valid guides', () => {
    expect(guides.length).toBeGreaterThanOrEqual(12);
  });

  it('cover every known method at least twice', () => {
    for (const method of GROW_GUIDE_METHODS) expect(guides.filter((guide) => guide.method === method).length).toBeGreaterThanOrEqual(2);
  });

  it('spread over every difficulty from 1 Beginner to 5 Expert', () => {
    expect(new Set(guides.map((guide) => guide.difficulty))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('include three or four premium guides, all advanced (difficulty 4 or 5)', () => {
    const premium = guides.filter((guide) => guide.isPremium);
    expect(premium.length).toBeGreaterThanOrEqual(3);
    expect(premium.length).toBeLessThanOrEqual(4);
    for (const guide of premium) expect(guide.difficulty).toBeGreaterThanOrEqual(4);
  });

  it('have unique, url-safe slugs and unique titles', () => {
    const slugs = guides.map((guide) => guide.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(guides.map((guide) => guide.title.toLowerCase())).size).toBe(guides.length);
  });

  it('have 5 to 12 steps numbered 1..n, each with a title and content', () => {
    for (const guide of guides) {
      expect(guide.steps.length).toBeGreaterThanOrEqual(GrowGuideLimits.stepsMin);
      expect(guide.steps.length).toBeLessThanOrEqual(GrowGuideLimits.stepsMax);
      expect(guide.steps.map((step) => step.stepNumber)).toEqual(guide.steps.map((_, index) => index + 1));
      for (const step of guide.steps) {
        expect(step.title.trim()).not.toBe('');
        expect(step.content.length).toBeGreaterThanOrEqual(GrowGuideLimits.stepContentMin);
      }
    }
  });

  it('are published, in the past, with a harvest time and a summary', () => {
    const now = Date.now();
    for (const guide of guides) {
      expect(guide.isPublished).toBe(true);
      expect(guide.publishedAt.getTime()).toBeLessThanOrEqual(now);
      expect(guide.timeToHarvest).toMatch(/^\d+(–\d+)? (days|weeks|months)/);
      expect(guide.summary.length).toBeGreaterThanOrEqual(GrowGuideLimits.summaryMin);
    }
  });

  it('give nearly every step an image, and every image exists on disk', async () => {
    const steps = guides.flatMap((guide) => guide.steps);
    expect(steps.filter((step) => step.imageUrl !== null).length / steps.length).toBeGreaterThanOrEqual(0.8);
    const files = new Set(await readdir(GROW_GUIDE_IMAGES_DIR));
    for (const url of guides.flatMap((guide) => [guide.imageUrl, ...guide.steps.map((step) => step.imageUrl)])) {
      if (url !== null) expect(files.has(imageFileName(url))).toBe(true);
    }
  });

  it('each have a cover of their own', () => {
    const covers = guides.map((guide) => guide.imageUrl);
    expect(new Set(covers).size).toBe(covers.length);
  });

  it('leave no image file unused', async () => {
    const used = new Set(guides.flatMap((guide) => [guide.imageUrl, ...guide.steps.map((step) => step.imageUrl)]).filter((url) => url !== null).map((url) => imageFileName(url as string)));
    const files = (await readdir(GROW_GUIDE_IMAGES_DIR)).filter((file) => file.endsWith('.svg'));
    expect(files.filter((file) => !used.has(file))).toEqual([]);
  });

  it('tell readers to check their local laws in the guides that start a grow', () => {
    for (const slug of ['your-first-indoor-grow', 'outdoor-growing-basics', 'autoflowers-seed-to-harvest']) {
      const guide = guides.find((candidate) => candidate.slug === slug);
      expect(guide?.content).toMatch(/check your local laws/i);
    }
  });

  it('store text in the documented format: blocks split by a blank line, lists as "- " lines', () => {
    for (const guide of guides) {
      expect(guideTextProblems(guide.content)).toEqual([]);
      for (const step of guide.steps) expect(guideTextProblems(step.content)).toEqual([]);
    }
    const listed = guides.flatMap((guide) => guide.steps).find((step) => step.content.includes('\n- '));
    expect(splitGuideText(listed?.content ?? '').some((block) => block.kind === 'list')).toBe(true);
  });
});

describe('the guide file validator', () => {
  let valid: Record<string, unknown>;
  beforeAll(async () => {
    valid = await readGuideFile('soil-growing-for-beginners');
  });
  const problemsOf = (changes: Record<string, unknown>, fileName = 'soil-growing-for-beginners.json') =>
    parseGrowGuideFile({ ...valid, ...changes }, fileName).problems.join('\n');
  const steps = () => valid.steps as Array<Record<string, unknown>>;

  it('accepts a real file and converts its text blocks', () => {
    const parsed = parseGrowGuideFile(valid, 'soil-growing-for-beginners.json');
    expect(parsed.problems).toEqual([]);
    expect(parsed.guide?.content.split('\n\n')).toHaveLength((valid.content as string[]).length);
  });

  it.each([
    [{ difficulty: 6 }, 'difficulty must be 1 to 5'],
    [{ difficulty: '3' }, 'difficulty'],
    [{ difficulty: 2.5 }, 'difficulty must be a whole number'],
    [{ method: 'aeroponics' }, 'method must be one of'],
    [{ slug: 'Soil Growing' }, 'slug must be lower-case words'],
    [{ title: ' Soil growing ' }, 'title'],
    [{ timeToHarvest: 'soon' }, "timeToHarvest reads like '10–14 weeks'"],
    [{ imageUrl: '/static/grow-guides/../secrets.svg' }, 'imageUrl must be /static/grow-guides/<name>.svg'],
    [{ imageUrl: 'https://example.com/cover.svg' }, 'imageUrl must be'],
    [{ publishedAt: 'last Tuesday' }, 'publishedAt must be an ISO 8601 UTC timestamp'],
    [{ isPremium: 'no' }, 'isPremium'],
    [{ author: 'someone' }, 'Unknown field'],
    [{ content: ['Read <b>this</b> first, it matters a great deal to the plant.'] }, 'contains an HTML tag'],
    [{ content: ['**Bold** claims are not part of the format at all, sorry.'] }, 'markdown emphasis'],
    [{ content: [] }, 'content is required'],
  ])('rejects %j', (changes, message) => {
    expect(problemsOf(changes)).toContain(message);
  });

  it('rejects steps that are not numbered 1..n', () => {
    const renumbered = steps().map((step, index) => ({ ...step, stepNumber: index === 2 ? 7 : step.stepNumber }));
    expect(problemsOf({ steps: renumbered })).toContain('steps are numbered 1..n in order');
  });

  it('rejects fewer than 5 and more than 12 steps', () => {
    expect(problemsOf({ steps: steps().slice(0, 4) })).toContain('a guide has 5 to 12 steps');
    const many = Array.from({ length: 13 }, (_, index) => ({ ...steps()[0], stepNumber: index + 1 }));
    expect(problemsOf({ steps: many })).toContain('a guide has 5 to 12 steps');
  });

  it('rejects a step without content', () => {
    expect(problemsOf({ steps: steps().map((step, index) => (index === 0 ? { ...step, content: undefined } : step)) })).toContain('step content is required');
  });

  it('requires the file to be named after its slug', () => {
    expect(problemsOf({}, 'soil.json')).toContain('the file is named after its slug');
  });
});

describe('checks across guides', () => {
  const guide = (slug: string, imageUrl = `/static/grow-guides/${slug}.svg`): GrowGuideSeed => ({
    slug, title: `Guide ${slug}`, summary: 's', content: 'c', method: 'soil', difficulty: 1, timeToHarvest: '1 weeks', imageUrl,
    isPremium: false, isPublished: true, publishedAt: new Date('2026-01-01T00:00:00Z'), steps: [{ stepNumber: 1, title: 't', content: 'c', imageUrl: null }],
  });
  const now = new Date('2026-06-01T00:00:00Z');

  it('find duplicate slugs, missing images and future publication dates', () => {
    const future = { ...guide('b'), publishedAt: new Date('2027-01-01T00:00:00Z') };
    const problems = guideCollectionProblems([guide('a'), guide('a'), future], (file) => file !== 'b.svg', now);
    expect(problems).toEqual(expect.arrayContaining(['slug a is used twice', 'b: image /static/grow-guides/b.svg has no file in data/grow-guides/images', 'b: publishedAt is in the future']));
  });

  it('find nothing wrong with distinct guides whose images exist', () => {
    expect(guideCollectionProblems([guide('a'), guide('b')], () => true, now)).toEqual([]);
  });

  it('make loadGrowGuides throw one error naming every bad file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'grow-guides-'));
    try {
      await writeFile(path.join(dir, 'broken.json'), '{ "slug": ');
      await writeFile(path.join(dir, 'soil-growing-for-beginners.json'), JSON.stringify({ ...(await readGuideFile('soil-growing-for-beginners')), difficulty: 9 }));
      const error = await loadGrowGuides(dir).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(GrowGuideContentError);
      const { problems } = error as GrowGuideContentError;
      expect(problems.some((problem) => problem.startsWith('broken.json: not valid JSON'))).toBe(true);
      expect(problems).toContain('soil-growing-for-beginners.json: difficulty must be 1 to 5');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('guide text format', () => {
  it('joins paragraphs with a blank line and consecutive list items with a line break', () => {
    const text = joinGuideText(['Intro.', '- one', '- two', 'After.']);
    expect(text).toBe('Intro.\n\n- one\n- two\n\nAfter.');
    expect(splitGuideText(text)).toEqual([
      { kind: 'paragraph', text: 'Intro.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  it('flags markup and stray white space', () => {
    expect(guideTextProblems('See <a href="x">this</a>')).toContain('contains an HTML tag');
    expect(guideTextProblems('# Heading')).toContain('contains a markdown heading');
    expect(guideTextProblems('[link](https://x)')).toContain('contains a markdown link or image');
    expect(guideTextProblems('One.\n\n\nTwo.')).toContain('has more than one blank line between blocks');
    expect(guideTextProblems('Text\n- item')).toContain('mixes list items and text in one block');
    expect(guideTextProblems('Fine text, 40–50% humidity, 20 °C.')).toEqual([]);
  });
});

describe('Growing Tips card', () => {
  it('has exactly five short tips, each with a title and a text', () => {
    expect(GROWING_TIPS).toHaveLength(5);
    for (const tip of GROWING_TIPS) {
      expect(tip.title.length).toBeGreaterThan(5);
      expect(tip.title.length).toBeLessThanOrEqual(50);
      expect(tip.text.length).toBeGreaterThan(40);
      expect(tip.text.length).toBeLessThanOrEqual(200);
    }
    expect(new Set(GROWING_TIPS.map((tip) => tip.title)).size).toBe(5);
  });
});
