import type { LiveStreamDto, MyLiveStreamDto } from '@cannaverse/contracts';

export const testStream = (overrides: Partial<LiveStreamDto> = {}): LiveStreamDto => ({
  id: 7,
  userId: 'u-host',
  title: 'Topping day in the tent',
  description: null,
  tags: 'indoor, lst',
  isPrivate: false,
  thumbnail: null,
  status: 'offline',
  playbackUrl: null,
  viewerCount: 0,
  startedAt: null,
  endedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  slowModeSeconds: 0,
  canModerate: false,
  recordingUrl: null,
  recordingStatus: null,
  recordingExpiresAt: null,
  user: { id: 'u-host', username: 'tent_master', displayName: 'Tent Master', avatar: null },
  ...overrides,
});

export const testMyStream = (overrides: Partial<MyLiveStreamDto> = {}): MyLiveStreamDto => ({
  ...testStream({ userId: 'u-me', canModerate: true }),
  ingestUrl: 'rtmp://127.0.0.1:1935/live',
  streamKey: 'cvk_secret',
  maxViewerCount: 0,
  totalViews: 0,
  ...overrides,
});
