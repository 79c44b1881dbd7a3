import { Inject, Injectable } from '@nestjs/common';
import { rm } from 'node:fs/promises';
import { IdentityEvents, StreamingEvents, type AccountDeletedEvent } from '@cannaverse/contracts';
import { InjectConfig, OnEvent, publishEvent, type EventContext } from '@cannaverse/platform';
import { MEDIA_STORE, type LiveHlsStore, type MediaStore } from '@cannaverse/platform/media';
import type { EntityManager } from 'typeorm';
import { PresenceService } from '../presence/presence.service.js';
import { LIVE_RECORDINGS_STORE } from '../recordings/recording-jobs.js';
import { recordedFileFor } from '../recordings/recording-files.js';
import type { StreamingConfig } from '../config.js';

/**
 * Streaming's part of an account's erasure (issue 25), in the event consumer's transaction: the
 * member's streams (their chat, reactions, viewers and chat restrictions cascade) with their
 * recordings' files, the member's chat lines, reactions, viewer rows and restrictions in others'
 * streams, their presence in Redis (every live stream's viewer set), and their user card. Files and
 * Redis entries go before the commit: removing what is already gone is no error, so a failure
 * retries the event and a replay changes nothing.
 */
@Injectable()
export class StreamingAccountErasure {
  constructor(
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    @Inject(LIVE_RECORDINGS_STORE) private readonly liveStore: LiveHlsStore | null,
    private readonly presence: PresenceService,
    @InjectConfig() private readonly config: StreamingConfig,
  ) {}

  @OnEvent(IdentityEvents.accountDeleted)
  async onAccountDeleted({ userId }: AccountDeletedEvent, { manager }: EventContext): Promise<void> {
    const streams: Array<{ id: number; playback_id: string; recording_key: string | null }> = await manager.query(
      'SELECT id, playback_id, recording_key FROM live_streams WHERE user_id = $1 FOR UPDATE', [userId],
    );
    for (const stream of streams) {
      if (stream.recording_key) await this.store.remove(stream.recording_key);
      if (this.liveStore) await this.liveStore.removeRecordingParts((await this.liveStore.recordingParts(stream.playback_id)).map((part) => part.key));
      else if (this.config.LIVE_RECORDINGS_DIR) await rm(recordedFileFor(this.config.LIVE_RECORDINGS_DIR, stream.playback_id), { force: true });
      await this.presence.clear(stream.id);
    }
    const live: Array<{ id: number }> = await manager.query(`SELECT id FROM live_streams WHERE status = 'live'`);
    for (const stream of live) await this.presence.remove(stream.id, userId);
    await eraseStreamingRows(manager, userId);
    await publishEvent(manager, StreamingEvents.accountErased, { userId, service: 'streaming', at: new Date().toISOString() });
  }
}

export async function eraseStreamingRows(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('DELETE FROM live_streams WHERE user_id = $1', [userId]);
  for (const table of ['live_stream_chats', 'live_stream_reactions', 'live_stream_viewers', 'live_stream_chat_restrictions']) {
    await manager.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  }
  await manager.query('DELETE FROM user_cards WHERE id = $1', [userId]);
}
