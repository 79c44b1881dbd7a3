import { Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AdEventKind } from '@cannaverse/contracts';
import { RpcError, ServiceRedis } from '@cannaverse/platform';

/** How long a browser session's impression (and click) of an ad is remembered: the ad session id lives in localStorage. */
export const AD_SESSION_MARK_SECONDS = 90 * 24 * 3600;

/**
 * Which ad reports of a browser session were already counted, in Redis under the service's key
 * prefix (`<prefix>:ad-seen:…`): decided when the report arrives, in order, not by the counting job (its jobs run four at
 * a time, so a click's job may run before the job of the impression it follows).
 */
@Injectable()
export class AdSessionMarks {
  /**
   * Fails fast while Redis is down (the report is refused, 503) rather than queueing in memory;
   * taken at boot, so it is connected before the first report (it has no offline queue).
   */
  private readonly client: Redis;

  constructor(private readonly redis: ServiceRedis) {
    this.client = redis.client('producer');
  }

  private key(adId: string, kind: AdEventKind, sessionId: string) {
    return this.redis.key('ad-seen', adId, sessionId, kind);
  }

  /**
   * Whether this report counts: an impression the first time the session reports the ad; a click
   * only after that impression, and only once. Every later report answers false.
   */
  async counts(adId: string, kind: AdEventKind, sessionId: string): Promise<boolean> {
    try {
      if (kind === 'click' && !(await this.client.exists(this.key(adId, 'impression', sessionId)))) return false;
      return (await this.client.set(this.key(adId, kind, sessionId), '1', 'EX', AD_SESSION_MARK_SECONDS, 'NX')) === 'OK';
    } catch {
      throw RpcError.unavailable();
    }
  }
}
