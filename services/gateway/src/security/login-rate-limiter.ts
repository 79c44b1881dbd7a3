import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { RpcError } from '@cannaverse/platform';

export interface LoginLimits {
  /** Failures on one account from one client IP: the limit an attacker meets. */
  maxPerAccount: number;
  /** Failures on one account from everywhere: a much higher ceiling against distributed guessing. */
  maxPerAccountTotal: number;
  /** Failures from one client IP over all accounts. */
  maxPerIp: number;
  windowSeconds: number;
}

export class TooManyAttemptsError extends RpcError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed login attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`);
  }
}

/**
 * Counts failed logins in Redis (shared by every gateway replica). Only failures are counted, so
 * members who type their password right are never slowed; once a counter is full, every attempt
 * it covers waits until the window ends.
 *
 * Following OWASP's advice on lockout, the tight limit is keyed by account AND client IP: ten
 * wrong passwords from an attacker's address lock that address out of that account, not the
 * owner signing in from home. The account-wide ceiling is ten times higher (a slow, distributed
 * attack is still stopped), and a per-IP limit caps one address guessing across many accounts.
 */
export class LoginRateLimiter {
  private readonly perAccountAndIp: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(redis: Redis, private readonly limits: LoginLimits, prefix = 'cv:login') {
    const limiter = (key: string, points: number) => new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${key}`, points, duration: limits.windowSeconds });
    this.perAccountAndIp = limiter('account-ip', limits.maxPerAccount);
    this.perAccount = limiter('account', limits.maxPerAccountTotal);
    this.perIp = limiter('ip', limits.maxPerIp);
  }

  private static accountKey(username: unknown) {
    return typeof username === 'string' ? username.trim().toLowerCase().slice(0, 100) : '';
  }

  private static pairKey(username: unknown, ip: string) {
    return `${LoginRateLimiter.accountKey(username)}|${ip}`;
  }

  /** Throws 429 (with the seconds to wait) when any counter covering this attempt is full. */
  async assertAllowed(username: unknown, ip: string): Promise<void> {
    const [pair, account, address] = await Promise.all([
      this.perAccountAndIp.get(LoginRateLimiter.pairKey(username, ip)),
      this.perAccount.get(LoginRateLimiter.accountKey(username)),
      this.perIp.get(ip),
    ]);
    const blocked = [
      pair && pair.consumedPoints >= this.limits.maxPerAccount ? pair.msBeforeNext : 0,
      account && account.consumedPoints >= this.limits.maxPerAccountTotal ? account.msBeforeNext : 0,
      address && address.consumedPoints >= this.limits.maxPerIp ? address.msBeforeNext : 0,
    ];
    const waitMs = Math.max(...blocked);
    if (waitMs > 0) throw new TooManyAttemptsError(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  async recordFailure(username: unknown, ip: string): Promise<void> {
    // penalty() adds points without throwing when the limit is passed.
    await Promise.all([
      this.perAccountAndIp.penalty(LoginRateLimiter.pairKey(username, ip), 1),
      this.perAccount.penalty(LoginRateLimiter.accountKey(username), 1),
      this.perIp.penalty(ip, 1),
    ]);
  }

  /** The owner got in from this address: this address's failures on the account are forgiven. */
  async recordSuccess(username: unknown, ip: string): Promise<void> {
    await this.perAccountAndIp.delete(LoginRateLimiter.pairKey(username, ip));
  }
}
