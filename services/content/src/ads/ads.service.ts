import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdMessages, isPremiumStatus, type Actor, type AdDto, type AdEventKind } from '@cannaverse/contracts';
import { isUuid, requireId, RpcError, validatePayload } from '@cannaverse/platform';
import { sanitizeAdCode } from './content/ad-markup.sanitizer.js';
import type { HouseAdSeed } from './content/house-ads.loader.js';
import { AdEventsQueue } from './ad-events.queue.js';
import { AdSessionMarks } from './ad-session-marks.js';
import { AdsRepository } from './ads.repository.js';
import { listPayload, trackPayload } from './ads.schemas.js';


/**
 * Ads for non-members (core spec §6): premium members get none, decided here from the actor's
 * tier. Impressions and clicks are queued and counted by the ad-events job: an impression once per
 * browser session and ad, a click only after that session's impression and once (AdSessionMarks),
 * a premium member's never. Every ad markup that is saved goes through sanitizeAdCode first.
 */
@Injectable()
export class AdsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ads: AdsRepository,
    private readonly events: AdEventsQueue,
    private readonly marks: AdSessionMarks,
  ) {}

  async list(actor: Actor | null, input: unknown): Promise<AdDto[]> {
    const { placement } = validatePayload(listPayload, input ?? {});
    if (actor && isPremiumStatus(actor.tier)) return [];
    return this.ads.listActive(placement);
  }

  async track(actor: Actor | null, input: unknown): Promise<{ ok: true }> {
    const payload = validatePayload(trackPayload, input ?? {});
    const adId = requireId(payload.id, AdMessages.notFound);
    if (!isUuid(payload.sessionId)) throw RpcError.badRequest(AdMessages.invalidSession);
    if (!(await this.ads.isActive(adId))) throw RpcError.notFound(AdMessages.notFound);
    // Premium members see no ads; a report from one (an old tab, a script) leaves no trace.
    if (actor && isPremiumStatus(actor.tier)) return { ok: true };
    const kind = payload.kind as AdEventKind;
    const sessionId = payload.sessionId.toLowerCase();
    const counted = await this.marks.counts(adId, kind, sessionId);
    // Repeats are still recorded (ad_events.count: how often it was reported); only `counted` raises the ad's counter.
    await this.events.enqueue({ adId, kind, sessionId, userId: actor?.id ?? null, at: new Date().toISOString(), counted });
    return { ok: true };
  }

  /** Our house ads, by key: already checked by loadHouseAds, sanitised again as every saved ad is. */
  async saveHouseAds(ads: readonly HouseAdSeed[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const ad of ads) {
        await this.ads.upsertHouseAd(manager, { houseKey: ad.key, name: ad.name, placement: ad.placement, adCode: sanitizeAdCode(ad.adCode), href: ad.href });
      }
    });
  }
}
