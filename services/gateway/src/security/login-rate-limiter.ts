import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { RpcError } from '@cannaverse/platform';

export interface LoginLimits {
  maxPerAccount: number;
  maxPerIp: number;
  windowSeconds: number;
}

export class TooManyAttemptsError extends RpcError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed login attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`);
  }
}

/**
 * Counts failed logins per account and per IP in Redis (shared by every gateway replica).
 * Only failures are counted, so members who type their password right are never slowed;
 * once a counter is full, every attempt on it waits until the window ends.
 */
export class LoginRateLimiter {
  private readonly perAccount: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(redis: Redis, private readonly limits: LoginLimits, prefix = 'cv:login') {
    this.perAccount = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:account`, points: limits.maxPerAccount, duration: limits.windowSeconds });
    this.perIp = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:ip`, points: limits.maxPerIp, duration: limits.windowSeconds });
  }

  private static accountKey(username: unknown) {
    return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 100) : '';
  }

  /** Throws 429 (with the seconds to wait) when this account or IP used up its failures. */
  async assertAllowed(username: unknown, ip: string): Promise<void> {
    const [account, address] = await Promise.all([this.perAccount.get(LoginRateLimiter.accountKey(username)), this.perIp.get(ip)]);
    const blocked = [
      account && account.consumedPoints >= this.limits.maxPerAccount ? account.msBeforeNext : 0,
      address && address.consumedPoints >= this.limits.maxPerIp ? address.msBeforeNext : 0,
    ];
    const waitMs = Math.max(...blocked);
    if (waitMs > 0) throw new TooManyAttemptsError(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  async recordFailure(username: unknown, ip: string): Promise<void> {
    // penalty() adds points without throwing when the limit is passed.
    await Promise.all([this.perAccount.penalty(LoginRateLimiter.accountKey(username), 1), this.perIp.penalty(ip, 1)]);
  }

  async recordSuccess(username: unknown): Promise<void> {
    await this.perAccount.delete(LoginRateLimiter.accountKey(username));
  }
}
