import { Injectable } from '@nestjs/common';
import { hasPremiumAccess, type Actor, type GrowGuideSummary, type Page, type StrainStoryDto, type StrainSummary } from '@cannaverse/contracts';
import { decodeKeysetCursor, decodeOffsetCursor, parseSearchQuery, toKeysetPage, toOffsetPage } from '@cannaverse/platform';
import { parseStrainListQuery, toStrainPage } from '../strains/strain-list.query.js';
import { StrainsRepository } from '../strains/strains.repository.js';
import { toStrainStoryDto } from '../strain-stories/strain-story.mapper.js';
import { toGrowGuideSummary } from '../grow-guides/grow-guide.mapper.js';
import { SearchRepository } from './search.repository.js';

/**
 * Content's part of the one search (issue 27): strains (the library's own search, typos and
 * aliases, Top Rated order among equal matches), published strain stories (never by a member the
 * gateway names as hidden from the reader: blocks live in social), and published guides (a premium
 * guide's text only for those who may read it; its card, as the guides list shows it, for all).
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly search: SearchRepository,
    private readonly strains: StrainsRepository,
  ) {}

  async strainsPage(input: unknown): Promise<Page<StrainSummary>> {
    const query = parseSearchQuery(input);
    const filter = parseStrainListQuery({ search: query.q, limit: String(query.limit), cursor: query.cursor ?? undefined });
    const { items, nextCursor } = toStrainPage(await this.strains.list(filter), filter);
    return { items, nextCursor };
  }

  async stories(actor: Actor, input: unknown): Promise<Page<StrainStoryDto>> {
    const query = parseSearchQuery(input);
    const after = decodeKeysetCursor(query.cursor, 'int');
    return toKeysetPage(await this.search.stories(actor.id, query.q, query.hiddenUserIds, query.limit, after), query.limit, toStrainStoryDto);
  }

  async guides(actor: Actor, input: unknown): Promise<Page<GrowGuideSummary>> {
    const query = parseSearchQuery(input);
    const offset = decodeOffsetCursor(query.cursor);
    const premium = hasPremiumAccess(actor);
    const rows = await this.search.guides(query.q, premium, query.limit, offset);
    return toOffsetPage(rows, offset, query.limit, (row) => toGrowGuideSummary(row, premium || !row.is_premium));
  }
}
