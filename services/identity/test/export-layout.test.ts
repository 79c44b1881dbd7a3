import { MEMBER_EXPORT_PARTS, MemberExportPatterns } from '@cannaverse/contracts';
import { EXPORT_SOURCES, exportReadme, mediaFileName, partFileName, README_FILE } from '../src/member-export/export-layout.js';

describe('the export zip\'s layout', () => {
  it('has one folder per service, identity first, every exporting service included', () => {
    expect(EXPORT_SOURCES[0]).toBe('identity');
    expect(EXPORT_SOURCES.slice(1).sort()).toEqual(Object.keys(MemberExportPatterns).sort());
    expect(partFileName('social', 'posts')).toBe('social/posts.json');
    expect(partFileName('identity', 'account')).toBe('identity/account.json');
    expect(mediaFileName('images/2026/11/0b7c3f0e-8d0e-4a8c-9a53-1f3c2b1d0e9f.jpg')).toBe('media/images/2026/11/0b7c3f0e-8d0e-4a8c-9a53-1f3c2b1d0e9f.jpg');
    expect(README_FILE).toBe('README.md');
  });

  it('covers what the issue lists', () => {
    const files = EXPORT_SOURCES.flatMap((source) => Object.keys(MEMBER_EXPORT_PARTS[source]).map((part) => partFileName(source, part)));
    for (const file of [
      'identity/account.json', 'identity/membership.json', 'social/posts.json', 'social/comments.json', 'social/likes.json', 'social/follows.json',
      'social/blocks.json', 'social/messages.json', 'content/stories.json', 'content/reactions.json', 'content/ratings.json',
      'streaming/streams.json', 'streaming/chat-lines.json', 'moderation/reports-made.json', 'notifications/notifications.json',
      'notifications/notification-settings.json',
    ]) expect(files).toContain(file);
  });

  it('the README says what every file is, with its record count, and lists media that was gone', () => {
    const readme = exportReadme({
      username: 'alice', generatedAt: new Date('2026-11-25T12:00:00Z'), counts: new Map([['social/posts', 3], ['identity/account', 1]]), mediaFiles: 2,
      missingMedia: ['/media/images/2026/11/0b7c3f0e-8d0e-4a8c-9a53-1f3c2b1d0e9f.jpg'],
    });
    expect(readme).toMatch(/^# Your Cannaverse data \(@alice\)/);
    expect(readme).toContain('Made 2026-11-25T12:00:00.000Z');
    expect(readme).toContain('7 days');
    expect(readme).toContain(`- \`social/posts.json\` (3 records): ${MEMBER_EXPORT_PARTS.social.posts}`);
    expect(readme).toContain('- `identity/account.json` (1 record)');
    expect(readme).toContain('- `social/messages.json` (0 records)');
    expect(readme).toContain('- `media/` (2 files)');
    expect(readme).toContain('## Media no longer stored');
    expect(readme).toContain('/media/images/2026/11/0b7c3f0e-8d0e-4a8c-9a53-1f3c2b1d0e9f.jpg');
    for (const source of EXPORT_SOURCES) for (const part of Object.keys(MEMBER_EXPORT_PARTS[source])) expect(readme).toContain(partFileName(source, part));
  });

  it('says nothing of missing media when none was', () => {
    expect(exportReadme({ username: 'bob', generatedAt: new Date(), counts: new Map(), mediaFiles: 0, missingMedia: [] })).not.toContain('no longer stored');
  });
});
