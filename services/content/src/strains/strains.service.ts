import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isPremiumStatus, SIMILAR_STRAINS_SHOWN, StrainMessages, type Actor, type StrainDto, type StrainPage, type StrainSummary } from '@cannaverse/contracts';
import { intIdPayload, requireIntId, RpcError, validatePayload } from '@cannaverse/platform';
import { strainIllustrationSvg } from './catalogue/index.js';
import { parseStrainListQuery, toStrainPage, toTypeCounts } from './strain-list.query.js';
import { strainListPayload } from './strains.schemas.js';
import { toStrainDto, toStrainSummary } from './strain.mapper.js';
import { StrainsRepository } from './strains.repository.js';

/** Premium sections go to premium members (premium or connoisseur) and admins (spec §6). */
export const seesPremiumContent = (actor: Actor | null): boolean => !!actor && (actor.isAdmin || isPremiumStatus(actor.tier));

export interface StrainImage {
  svg: string;
  etag: string;
}

/** The catalogue: filtered lists, one strain with or without its premium sections, its illustration. */
@Injectable()
export class StrainsService {
  constructor(private readonly strains: StrainsRepository) {}

  /** A page; the first one also counts the matches per type (the tabs), in parallel. */
  async list(input: unknown): Promise<StrainPage> {
    const filter = parseStrainListQuery(validatePayload(strainListPayload, input ?? {}));
    const [rows, counts] = await Promise.all([
      this.strains.list(filter),
      filter.after ? null : this.strains.typeCounts(filter),
    ]);
    return toStrainPage(rows, filter, counts && toTypeCounts(counts, filter));
  }

  async get(actor: Actor | null, input: unknown): Promise<StrainDto> {
    const id = requireIntId(validatePayload(intIdPayload, input).id, StrainMessages.notFound);
    const row = await this.strains.find(id);
    if (!row) throw RpcError.notFound(StrainMessages.notFound);
    return toStrainDto(row, seesPremiumContent(actor));
  }

  /** "Similar strains" on the strain page: by shared effects, flavors and dominant terpene. */
  async similar(input: unknown): Promise<StrainSummary[]> {
    const id = requireIntId(validatePayload(intIdPayload, input).id, StrainMessages.notFound);
    const [rows, exists] = await Promise.all([this.strains.similar(id, SIMILAR_STRAINS_SHOWN), this.strains.exists(id)]);
    if (!exists) throw RpcError.notFound(StrainMessages.notFound);
    return rows.map(toStrainSummary);
  }

  /** Drawn from the row on each request (under 2 KB, microseconds); the ETag lets browsers revalidate. */
  async image(input: unknown): Promise<StrainImage> {
    const id = requireIntId(validatePayload(intIdPayload, input).id, StrainMessages.notFound);
    const facts = await this.strains.imageFacts(id);
    if (!facts) throw RpcError.notFound(StrainMessages.notFound);
    const svg = strainIllustrationSvg(facts);
    return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
  }
}
