import { Injectable, SetMetadata, UseGuards, applyDecorators, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RpcError } from '@cannaverse/platform';
import { actorOf } from '../session/actor.js';

/** Who a limit counts: the signed-in member, or the client address (for calls made before there is a member). */
type CountedBy = 'member' | 'address';

export interface WriteLimit {
  /** Requests allowed per window (a fixed window, counted in Redis across gateway replicas). */
  points: number;
  windowSeconds: number;
  countedBy: CountedBy;
  /** What the member did too often, in the 429's message. */
  what: string;
}

/**
 * THE table of write limits (docs/api.md, "Rate limits", lists it). Generous for a person, tight for
 * a script: a member who posts, comments and chats all evening never meets them. `RATE_LIMITS`
 * overrides single rows and `RATE_LIMITS_FACTOR` multiplies every quota (config.ts): the local
 * stack, its e2e runs, `npm run seed:demo` and the bench raise them that way.
 */
export const WRITE_LIMITS = {
  posts: { points: 20, windowSeconds: 600, countedBy: 'member', what: 'posts' },
  comments: { points: 30, windowSeconds: 300, countedBy: 'member', what: 'comments' },
  likes: { points: 120, windowSeconds: 300, countedBy: 'member', what: 'likes' },
  follows: { points: 60, windowSeconds: 300, countedBy: 'member', what: 'follows' },
  'direct-messages': { points: 30, windowSeconds: 60, countedBy: 'member', what: 'messages' },
  reports: { points: 10, windowSeconds: 3600, countedBy: 'member', what: 'reports' },
  'stream-creation': { points: 5, windowSeconds: 3600, countedBy: 'member', what: 'new streams' },
  uploads: { points: 30, windowSeconds: 600, countedBy: 'member', what: 'uploads' },
  'story-writes': { points: 10, windowSeconds: 600, countedBy: 'member', what: 'story changes' },
  reactions: { points: 60, windowSeconds: 300, countedBy: 'member', what: 'reactions' },
  // A password check each: a stolen session cannot guess the password through them.
  'account-changes': { points: 10, windowSeconds: 3600, countedBy: 'member', what: 'account changes' },
  // A data export reads everything a member has and zips it: a few a day are plenty (issue 25).
  'data-exports': { points: 5, windowSeconds: 86400, countedBy: 'member', what: 'data exports' },
  registrations: { points: 10, windowSeconds: 3600, countedBy: 'address', what: 'sign-ups from this address' },
  newsletter: { points: 10, windowSeconds: 3600, countedBy: 'address', what: 'newsletter sign-ups from this address' },
} as const satisfies Record<string, WriteLimit>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;
export const WRITE_LIMIT_NAMES = Object.keys(WRITE_LIMITS) as WriteLimitName[];

export const RATE_LIMITS_HELP = 'RATE_LIMITS must be comma-separated name=points/seconds (e.g. posts=40/600) with names from the write-limits table';

/** `posts=40/600,likes=500/300` → the rows it changes; null when any part is malformed or names no limit. */
export function parseRateLimitOverrides(value: string | undefined): Partial<Record<WriteLimitName, { points: number; windowSeconds: number }>> | null {
  const overrides: Partial<Record<WriteLimitName, { points: number; windowSeconds: number }>> = {};
  for (const part of (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = /^([a-z-]+)=(\d{1,9})\/(\d{1,7})$/.exec(part);
    if (!match || !(match[1] in WRITE_LIMITS) || Number(match[2]) < 1 || Number(match[3]) < 1) return null;
    overrides[match[1] as WriteLimitName] = { points: Number(match[2]), windowSeconds: Number(match[3]) };
  }
  return overrides;
}

/** The table with the environment's overrides applied (config.ts has validated both). */
export function effectiveWriteLimits(overrides: string | undefined, factor: number): Record<WriteLimitName, WriteLimit> {
  const changed = parseRateLimitOverrides(overrides) ?? {};
  return Object.fromEntries(WRITE_LIMIT_NAMES.map((name) => {
    const limit = { ...WRITE_LIMITS[name], ...changed[name] };
    return [name, { ...limit, points: limit.points * factor }];
  })) as Record<WriteLimitName, WriteLimit>;
}

export class WriteLimitExceededError extends RpcError {
  constructor(readonly retryAfterSeconds: number, what: string) {
    super(429, `Too many ${what}. Try again in ${retryAfterSeconds} second(s).`);
  }
}

/** The 429 message as the route docs quote it. */
export const writeLimitMessage = (name: WriteLimitName) => `Too many ${WRITE_LIMITS[name].what}. Try again in <n> second(s).`;

/**
 * Counts each limited write in Redis (so every gateway replica shares one count) and answers with
 * the IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers-10): `RateLimit-Policy` names the
 * quota and window, `RateLimit` what is left and the seconds until the window ends.
 */
export class WriteRateLimiter {
  private readonly limiters: Record<WriteLimitName, RateLimiterRedis>;

  constructor(redis: Redis, readonly limits: Record<WriteLimitName, WriteLimit>, prefix = 'cv:writes') {
    this.limiters = Object.fromEntries(WRITE_LIMIT_NAMES.map((name) => [name, new RateLimiterRedis({
      storeClient: redis, keyPrefix: `${prefix}:${name}`, points: limits[name].points, duration: limits[name].windowSeconds,
    })])) as Record<WriteLimitName, RateLimiterRedis>;
  }

  /** Counts one attempt; sets the RateLimit fields on the answer, and throws 429 once the quota is spent. */
  async consume(name: WriteLimitName, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const limit = this.limits[name];
    const actor = actorOf(request);
    // A visitor calling a member's write is refused by the service (401); counting by address keeps
    // anonymous floods off the services without touching any member's budget.
    const key = limit.countedBy === 'member' && actor ? `m:${actor.id}` : `ip:${request.ip}`;
    let answer: RateLimiterRes;
    let refused = false;
    try {
      answer = await this.limiters[name].consume(key);
    } catch (error) {
      // Redis failed: the write does not go ahead uncounted.
      if (!(error instanceof RateLimiterRes)) throw RpcError.unavailable();
      answer = error;
      refused = true;
    }
    const seconds = Math.max(1, Math.ceil(answer.msBeforeNext / 1000));
    void reply.header('RateLimit-Policy', `"${name}";q=${limit.points};w=${limit.windowSeconds}`);
    void reply.header('RateLimit', `"${name}";r=${refused ? 0 : answer.remainingPoints};t=${seconds}`);
    if (refused) throw new WriteLimitExceededError(seconds, limit.what);
  }
}

const WRITE_LIMIT_KEY = 'cv:write-limit';

@Injectable()
export class WriteLimitGuard implements CanActivate {
  constructor(private readonly limiter: WriteRateLimiter, private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<WriteLimitName | undefined>(WRITE_LIMIT_KEY, context.getHandler());
    if (name) {
      const http = context.switchToHttp();
      await this.limiter.consume(name, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
    }
    return true;
  }
}

/** Puts a route under a row of the table (route-docs.ts applies it from `@Route({ limit })`, which also documents the 429). */
export const LimitWrites = (name: WriteLimitName) => applyDecorators(SetMetadata(WRITE_LIMIT_KEY, name), UseGuards(WriteLimitGuard));
