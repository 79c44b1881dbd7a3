import { MEMBER_EXPORT_PARTS, DATA_EXPORT_TTL_DAYS } from '@cannaverse/contracts';

/**
 * Where everything goes in a member's export zip (unit-tested: test/export-layout.test.ts):
 *
 *     README.md                       what each file is
 *     identity/account.json           one JSON file per part: an array of rows
 *     social/posts.json …
 *     media/images/2026/11/<id>.jpg   the media files the rows name (`media_url` `/media/<key>` → `media/<key>`)
 */
export type ExportSource = keyof typeof MEMBER_EXPORT_PARTS;

export const EXPORT_SOURCES = Object.keys(MEMBER_EXPORT_PARTS) as ExportSource[];

export const partFileName = (source: ExportSource, part: string) => `${source}/${part}.json`;

/** `/media/images/2026/11/x.jpg` is stored in the zip as `media/images/2026/11/x.jpg`. */
export const mediaFileName = (key: string) => `media/${key}`;

export const README_FILE = 'README.md';

export interface ExportSummary {
  username: string;
  generatedAt: Date;
  /** `social/posts` → how many rows its file holds. */
  counts: Map<string, number>;
  mediaFiles: number;
  /** Media the rows name that the store no longer had. */
  missingMedia: string[];
}

/** The README: what the export is, then one line per file with its row count. */
export function exportReadme(summary: ExportSummary): string {
  const lines = [
    `# Your Cannaverse data (@${summary.username})`,
    '',
    `Made ${summary.generatedAt.toISOString()}. This zip is kept for ${DATA_EXPORT_TTL_DAYS} days and can be downloaded only by you,`,
    'signed in, from Settings → Your data.',
    '',
    'Every `.json` file is an array of records (times are ISO 8601 in UTC; ids are the ones the site uses).',
    'Records name other members by id and, where known, username. Media files your posts, stories and',
    'streams refer to (`/media/<path>`) are in `media/<path>`.',
    '',
    '## Files',
    '',
  ];
  for (const source of EXPORT_SOURCES) {
    for (const [part, description] of Object.entries(MEMBER_EXPORT_PARTS[source])) {
      const count = summary.counts.get(`${source}/${part}`) ?? 0;
      lines.push(`- \`${partFileName(source, part)}\` (${count} ${count === 1 ? 'record' : 'records'}): ${description}`);
    }
  }
  lines.push(`- \`media/\` (${summary.mediaFiles} ${summary.mediaFiles === 1 ? 'file' : 'files'}): the images and videos of your posts, stories, streams and your avatar.`);
  if (summary.missingMedia.length > 0) {
    lines.push('', '## Media no longer stored', '', 'These files were named by your records but had already been removed:', '');
    for (const url of summary.missingMedia) lines.push(`- ${url}`);
  }
  lines.push(
    '',
    '## Not included',
    '',
    '- Your password (only a one-way hash of it is stored) and your signed-in sessions (they last at most 30 days; Settings → Sessions lists them).',
    '- Other members\' content, except where a record of yours quotes it (a report\'s excerpt).',
    '- Who moderated a report, and who reported you.',
    '',
  );
  return lines.join('\n');
}
