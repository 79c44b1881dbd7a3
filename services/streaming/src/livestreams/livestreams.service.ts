import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  createLiveStreamSchema, LivestreamMessages, parseStreamTags,
  type Actor, type LiveStreamDto, type LiveStreamStats, type MyLiveStreamDto, type Page, type PlaybackAccessDto,
} from '@cannaverse/contracts';
import { SuspendedMembersRepository, decodeKeysetCursor, InjectConfig, intIdPayload, pagePayload, parseLimit, requireIntId, RpcError, toKeysetPage, validatePayload } from '@cannaverse/platform';
import type { StreamingConfig } from '../config.js';
import { canView } from '../common/stream-access.js';
import { playbackPayload } from '../common/payloads.js';
import { PresenceService } from '../presence/presence.service.js';
import { decodeLiveFirstCursor, encodeLiveFirstCursor, type ListPart } from './live-first-cursor.js';
import { toLiveStreamDto, toMyLiveStreamDto } from './livestream.mapper.js';
import { LivestreamsRepository, type StreamRow } from './livestreams.repository.js';
import { newPlaybackId, newStreamKey, PLAYBACK_ID_PATTERN } from './stream-keys.js';

/** Reading and creating streams, My Streams and its key. Status changes live in StreamStatusService. */
@Injectable()
export class LivestreamsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly streams: LivestreamsRepository,
    private readonly presence: PresenceService,
    @InjectConfig() private readonly config: StreamingConfig,
    private readonly suspensions: SuspendedMembersRepository,
  ) {}

  /**
   * Public streams (private ones never): live ones newest first, then Recent Streams, those that
   * aired, newest airing first.
   */
  async list(actor: Actor | null, input: unknown): Promise<Page<LiveStreamDto>> {
    const query = validatePayload(pagePayload, input);
    const limit = parseLimit(query.limit);
    const position = decodeLiveFirstCursor(query.cursor);
    const rows: Array<{ part: ListPart; row: StreamRow }> = [];
    if (position.part === 'live') {
      for (const row of await this.streams.listPublic('live', position.after, limit + 1)) rows.push({ part: 'live', row });
    }
    if (rows.length <= limit) {
      const after = position.part === 'recent' ? position.after : null;
      for (const row of await this.streams.listPublic('recent', after, limit + 1 - rows.length)) rows.push({ part: 'recent', row });
    }
    const items = rows.slice(0, limit);
    const counts = await this.viewerCounts(items.map(({ row }) => row));
    const last = items[items.length - 1];
    return {
      items: items.map(({ row }) => toLiveStreamDto(row, counts.get(row.id) ?? 0, actor)),
      nextCursor: rows.length > limit && last
        ? encodeLiveFirstCursor(last.part, { at: (last.part === 'live' ? last.row.cursor_at : last.row.aired_cursor_at) ?? '', id: last.row.id })
        : null,
    };
  }

  /** My Streams: the actor's own, private ones included, with how to publish to each. */
  async listMine(actor: Actor, input: unknown): Promise<Page<MyLiveStreamDto>> {
    const query = validatePayload(pagePayload, input);
    const limit = parseLimit(query.limit);
    const rows = await this.streams.listByUser(actor.id, decodeKeysetCursor(query.cursor, 'int'), limit + 1);
    const counts = await this.viewerCounts(rows.slice(0, limit));
    return toKeysetPage(rows, limit, (row) => toMyLiveStreamDto(row, counts.get(row.id) ?? 0, actor, this.config.RTMP_INGEST_URL));
  }

  async get(actor: Actor, input: unknown): Promise<LiveStreamDto> {
    const row = await this.visibleStream(actor, validatePayload(intIdPayload, input).id);
    const counts = await this.viewerCounts([row]);
    return toLiveStreamDto(row, counts.get(row.id) ?? 0, actor);
  }

  /** The creator's own stream with how to publish to it (its page's setup panel); 403 for anyone else who may see it. */
  async getMine(actor: Actor, input: unknown): Promise<MyLiveStreamDto> {
    const row = await this.visibleStream(actor, validatePayload(intIdPayload, input).id);
    if (row.user_id !== actor.id) throw RpcError.forbidden(LivestreamMessages.notYourStream);
    const counts = await this.viewerCounts([row]);
    return toMyLiveStreamDto(row, counts.get(row.id) ?? 0, actor, this.config.RTMP_INGEST_URL);
  }

  /** The answer carries the id (spec §7) and, for the creator, the key to publish with. */
  async create(actor: Actor | null, input: unknown): Promise<MyLiveStreamDto> {
    if (!actor) throw RpcError.unauthorized(LivestreamMessages.signInToView);
    const data = validatePayload(createLiveStreamSchema, input);
    const row = await this.dataSource.transaction(async (manager) => {
      const id = await this.streams.insert(manager, {
        userId: actor.id,
        title: data.title,
        description: data.description ? data.description : null,
        tags: parseStreamTags(data.tags) ?? [],
        isPrivate: data.isPrivate ?? false,
        streamKey: newStreamKey(),
        playbackId: newPlaybackId(),
      });
      return this.streams.find(id, manager);
    });
    if (!row) throw RpcError.notFound(LivestreamMessages.notFound);
    return toMyLiveStreamDto(row, 0, actor, this.config.RTMP_INGEST_URL);
  }

  /** A leaked key stops working at once. Not while live: the running publish would lose its way to end. */
  async regenerateKey(actor: Actor, input: unknown): Promise<MyLiveStreamDto> {
    const id = requireIntId(validatePayload(intIdPayload, input).id, LivestreamMessages.notFound);
    const row = await this.dataSource.transaction(async (manager) => {
      const current = await this.streams.lock(manager, id);
      if (!current || !canView({ userId: current.user_id, isPrivate: current.is_private }, actor)) throw RpcError.notFound(LivestreamMessages.notFound);
      if (current.user_id !== actor.id) throw RpcError.forbidden(LivestreamMessages.notYourStream);
      if (current.status === 'live') throw RpcError.conflict(LivestreamMessages.endBeforeNewKey);
      await this.streams.setStreamKey(manager, id, newStreamKey());
      return this.streams.find(id, manager);
    });
    if (!row) throw RpcError.notFound(LivestreamMessages.notFound);
    return toMyLiveStreamDto(row, 0, actor, this.config.RTMP_INGEST_URL);
  }

  async stats(): Promise<LiveStreamStats> {
    return { liveNow: await this.streams.countLive() };
  }

  /** The stream if the actor may see it; a 404 otherwise (a private stream's existence is not told). */
  async visibleStream(actor: Actor, rawId: unknown): Promise<StreamRow> {
    const row = await this.streams.find(requireIntId(rawId, LivestreamMessages.notFound));
    if (!row || !canView({ userId: row.user_id, isPrivate: row.is_private }, actor)) throw RpcError.notFound(LivestreamMessages.notFound);
    // A suspended creator's streams are hidden from members while the suspension lasts (issue 24); admins still see them.
    if (!actor.isAdmin && (await this.suspensions.active(row.user_id))) throw RpcError.notFound(LivestreamMessages.notFound);
    return row;
  }

  /**
   * The video's guard (issue 21): the actor may watch a stream's HLS when it may read the stream
   * (a 404 otherwise, as for its JSON) and is not banned from it (403). Asked by the gateway for
   * every playlist, so a stream made private or a ban stops playback at the next playlist fetch.
   */
  async playbackAccess(actor: Actor, input: unknown): Promise<PlaybackAccessDto> {
    const query = validatePayload(playbackPayload, input);
    const by = query.playbackId !== undefined
      ? (PLAYBACK_ID_PATTERN.test(query.playbackId) ? { playbackId: query.playbackId } : null)
      : { id: requireIntId(query.id, LivestreamMessages.notFound) };
    const rules = by ? await this.streams.playbackRules(by, actor.id) : null;
    if (!rules || !canView({ userId: rules.user_id, isPrivate: rules.is_private }, actor)) throw RpcError.notFound(LivestreamMessages.notFound);
    if (rules.banned) throw RpcError.forbidden(LivestreamMessages.playbackBanned);
    return { streamId: rules.id, playbackId: rules.playback_id };
  }

  private viewerCounts(rows: StreamRow[]): Promise<Map<number, number>> {
    return this.presence.counts(rows.filter((row) => row.status === 'live').map((row) => row.id));
  }
}
