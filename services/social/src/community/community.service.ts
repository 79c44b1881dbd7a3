import { Injectable } from '@nestjs/common';
import { SocialMessages, type Actor, type Page, type PostDto } from '@cannaverse/contracts';
import { decodeKeysetCursor, parseLimit, RpcError, toKeysetPage, validatePayload } from '@cannaverse/platform';
import { toPostDto } from '../posts/post.mapper.js';
import { topicPostsPayload } from './community.schemas.js';
import { CommunityRepository } from './community.repository.js';

/** What the posts feature parses as a hashtag (posts/hashtags.ts), with or without its '#'. */
const TOPIC = /^#?([A-Za-z][A-Za-z0-9_]{1,49})$/;

/** The community hub's discussions: real posts carrying a hashtag topic. */
@Injectable()
export class CommunityService {
  constructor(private readonly community: CommunityRepository) {}

  async topicPosts(actor: Actor, input: unknown): Promise<Page<PostDto>> {
    const query = validatePayload(topicPostsPayload, input);
    const match = typeof query.topic === 'string' ? TOPIC.exec(query.topic.trim()) : null;
    if (!match) throw RpcError.badRequest(SocialMessages.invalidTopic);
    const limit = parseLimit(query.limit);
    const rows = await this.community.topicPosts(actor.id, match[1].toLowerCase(), limit, decodeKeysetCursor(query.cursor));
    return toKeysetPage(rows, limit, toPostDto);
  }
}
