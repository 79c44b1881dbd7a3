import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { RpcError } from '@cannaverse/platform';
import { accountKey, type TrustedDevice } from './device-cookie.js';

export interface LoginLimits {
  /** Failures on one account from one client IP: the limit an attacker meets. */
  maxPerAccount: number;
  /** Failures on one account from everywhere: a much higher ceiling against distributed guessing. */
  maxPerAccountTotal: number;
  /** Failures from one client IP over all accounts. */
  maxPerIp: number;
  /** Failures from one browser holding the account's device cookie (its own bucket, see below). */
  maxPerDevice: number;
  /** Failures on one account from one client IP after which each further failure makes it wait (doubling). */
  slowdownAfter: number;
  /** The first of those waits; each further failure doubles it. */
  slowdownBaseSeconds: number;
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
 * Following OWASP (Authentication Cheat Sheet, "Account lockout"; "Slow down online guessing
 * attacks with device cookies"), attempts are told apart by whether they come from a browser that
 * signed in to the account before (a valid device cookie naming it, device-cookie.ts):
 * - Such a browser has a bucket of its own (`maxPerDevice` failures per window) and nothing else
 *   applies to it: no failure from any other browser or address, however many, can lock the owner
 *   out of their account on a device they have used.
 * - Every other attempt (an attacker, or the owner on a new browser) meets the account+IP limit,
 *   the account-wide ceiling (ten addresses × ten failures lock the account for them, the admin's
 *   too) and the per-IP limit; and from the `slowdownAfter`-th failure on the account from one
 *   address, that address must wait before its next try, the wait doubling with each failure
 *   until the account+IP limit locks it for the window.
 */
export class LoginRateLimiter {
  private readonly perAccountAndIp: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;
  private readonly perDevice: RateLimiterRedis;

  constructor(private readonly redis: Redis, private readonly limits: LoginLimits, private readonly prefix = 'cv:login') {
    const limiter = (key: string, points: number) => new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:${key}`, points, duration: limits.windowSeconds });
    this.perAccountAndIp = limiter('account-ip', limits.maxPerAccount);
    this.perAccount = limiter('account', limits.maxPerAccountTotal);
    this.perIp = limiter('ip', limits.maxPerIp);
    this.perDevice = limiter('device', limits.maxPerDevice);
  }

  private static pairKey(username: unknown, ip: string) {
    return `${accountKey(username)}|${ip}`;
  }

  /** Until when this account+IP pair must wait after its last failure (the progressive slowdown). */
  private slowdownKey(username: unknown, ip: string) {
    return `${this.prefix}:slowdown:${LoginRateLimiter.pairKey(username, ip)}`;
  }

  /** Throws 429 (with the seconds to wait) when any counter covering this attempt is full. */
  async assertAllowed(username: unknown, ip: string, device: TrustedDevice | null = null): Promise<void> {
    if (device) {
      const own = await this.perDevice.get(device.deviceId);
      if (own && own.consumedPoints >= this.limits.maxPerDevice) throw new TooManyAttemptsError(Math.max(1, Math.ceil(own.msBeforeNext / 1000)));
      return;
    }
    const [pair, account, address, slowdownMs] = await Promise.all([
      this.perAccountAndIp.get(LoginRateLimiter.pairKey(username, ip)),
      this.perAccount.get(accountKey(username)),
      this.perIp.get(ip),
      this.redis.pttl(this.slowdownKey(username, ip)),
    ]);
    const blocked = [
      pair && pair.consumedPoints >= this.limits.maxPerAccount ? pair.msBeforeNext : 0,
      account && account.consumedPoints >= this.limits.maxPerAccountTotal ? account.msBeforeNext : 0,
      address && address.consumedPoints >= this.limits.maxPerIp ? address.msBeforeNext : 0,
      slowdownMs,
    ];
    const waitMs = Math.max(...blocked);
    if (waitMs > 0) throw new TooManyAttemptsError(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  async recordFailure(username: unknown, ip: string, device: TrustedDevice | null = null): Promise<void> {
    // penalty() adds points without throwing when the limit is passed.
    if (device) {
      await this.perDevice.penalty(device.deviceId, 1);
      return;
    }
    const [pair] = await Promise.all([
      this.perAccountAndIp.penalty(LoginRateLimiter.pairKey(username, ip), 1),
      this.perAccount.penalty(accountKey(username), 1),
      this.perIp.penalty(ip, 1),
    ]);
    const waitMs = this.slowdownMs(pair.consumedPoints);
    if (waitMs > 0) await this.redis.set(this.slowdownKey(username, ip), '1', 'PX', waitMs);
  }

  /** The wait after the `failures`-th failure from one address: 0 before `slowdownAfter`, then doubling (the full lock takes over at the limit). */
  private slowdownMs(failures: number): number {
    const { slowdownAfter, slowdownBaseSeconds, maxPerAccount, windowSeconds } = this.limits;
    if (failures < slowdownAfter || failures >= maxPerAccount) return 0;
    return Math.min(windowSeconds, slowdownBaseSeconds * 2 ** (failures - slowdownAfter)) * 1000;
  }

  /**
   * The owner got in: this device's, or else this address's, failures on the account are forgiven.
   * (Not the address's when the owner's browser shares it with an attacker, e.g. behind one NAT.)
   */
  async recordSuccess(username: unknown, ip: string, device: TrustedDevice | null = null): Promise<void> {
    if (device) {
      await this.perDevice.delete(device.deviceId);
      return;
    }
    await Promise.all([this.perAccountAndIp.delete(LoginRateLimiter.pairKey(username, ip)), this.redis.del(this.slowdownKey(username, ip))]);
  }
}
