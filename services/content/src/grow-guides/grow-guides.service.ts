import { Injectable } from '@nestjs/common';
import {
  GROW_GUIDE_METHODS, GrowGuideMessages as M, hasPremiumAccess,
  type Actor, type GrowGuideDto, type GrowGuideImageDto, type GrowGuideMethod, type GrowGuideSummary, type Page,
} from '@cannaverse/contracts';
import { decodeKeysetCursor, parseLimit, RpcError, toKeysetPage, validatePayload } from '@cannaverse/platform';
import { GrowGuideImages } from './grow-guide-images.js';
import { toGrowGuideDto, toGrowGuideSummary } from './grow-guide.mapper.js';
import {
  parseDifficulty, parseMethod, parseSearch, requireImageFile, requireSlug,
} from './grow-guide-query.js';
import { guideImagePayload, guideSlugPayload, listGuidesPayload } from './grow-guides.schemas.js';
import { GrowGuidesRepository } from './grow-guides.repository.js';

/**
 * Reading grow guides. Every member sees every card; a premium guide's text and steps are only for
 * premium members (premium or connoisseur) and admins: others get the spec's 403 with
 * `premiumContent: true`, which opens the premium dialog, and the guide's card as a preview.
 */
@Injectable()
export class GrowGuidesService {
  constructor(
    private readonly guides: GrowGuidesRepository,
    private readonly images: GrowGuideImages,
  ) {}

  /** The methods that have a published guide, in the spec's order. */
  async methods(): Promise<GrowGuideMethod[]> {
    const present = new Set(await this.guides.methods());
    return GROW_GUIDE_METHODS.filter((method) => present.has(method));
  }

  async list(actor: Actor, input: unknown): Promise<Page<GrowGuideSummary>> {
    const query = validatePayload(listGuidesPayload, input);
    const limit = parseLimit(query.limit);
    const filter = {
      method: parseMethod(query.method),
      difficulty: parseDifficulty(query.difficulty),
      search: parseSearch(query.search),
      after: decodeKeysetCursor(query.cursor, 'int'),
    };
    const premium = hasPremiumAccess(actor);
    return toKeysetPage(await this.guides.list(filter, limit), limit, (row) => toGrowGuideSummary(row, premium || !row.is_premium));
  }

  async get(actor: Actor, input: unknown): Promise<GrowGuideDto> {
    const slug = requireSlug(validatePayload(guideSlugPayload, input).slug);
    const guide = await this.guides.findPublished(slug);
    if (!guide) throw RpcError.notFound(M.notFound);
    if (guide.is_premium && !hasPremiumAccess(actor)) {
      // The card's fields come along, so 'View Preview' can show what the guide is about behind the dialog.
      throw RpcError.forbidden(M.premiumRequired, { premiumContent: true, guide: toGrowGuideSummary(guide, false) });
    }
    return toGrowGuideDto(guide, await this.guides.steps(guide.id));
  }

  image(input: unknown): GrowGuideImageDto {
    const file = requireImageFile(validatePayload(guideImagePayload, input).file);
    const image = this.images.get(file);
    if (!image) throw RpcError.notFound(M.imageNotFound);
    return image;
  }
}
