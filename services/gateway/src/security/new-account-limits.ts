import { Injectable, SetMetadata, UseGuards, applyDecorators, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { NewAccountLimits as L, NewAccountMessages as M } from '@cannaverse/contracts';
import { isUuid, RpcError } from '@cannaverse/platform';
import { actorOf } from '../session/actor.js';

declare module 'fastify' {
  interface Session {
    /** When the signed-in account was created (identity's `createdAt`), for the new-account limits. */
    joinedAt?: string;
  }
}

/** What a new account may do only a little of: starting conversations, reporting. */
export type NewAccountRule = 'conversations' | 'reports';

const DAY_MS = L.hours * 3_600_000;

/**
 * An account's first 24 hours (Discourse's trust level 0, simplified): at most 3 members it writes
 * to (a Redis set of peers that expires when the day ends), 3 reports an hour (a fixed window, as
 * the write limits). Counted after the write limits; `RATE_LIMITS_FACTOR` multiplies both quotas
 * (the throwaway stacks of the browser tests run ×100, like every other limit). A session started
 * before this existed has no `joinedAt` and is treated as an established account.
 */
export class NewAccountLimiter {
  private readonly reports: RateLimiterRedis;
  readonly conversations: number;

  constructor(private readonly redis: Redis, factor: number, private readonly prefix = 'cv:new-accounts', private readonly now = () => Date.now()) {
    this.conversations = L.conversations * factor;
    this.reports = new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:reports`, points: L.reportsPerHour * factor, duration: 3600 });
  }

  /** The end of the account's first day, or null when it is past (or unknown). */
  newUntil(request: FastifyRequest): number | null {
    const joinedAt = Date.parse(request.session?.get('joinedAt') ?? '');
    if (Number.isNaN(joinedAt)) return null;
    const until = joinedAt + DAY_MS;
    return until > this.now() ? until : null;
  }

  /** 429 past the third report of the hour. */
  async countReport(request: FastifyRequest, reply: FastifyReply, actorId: string): Promise<void> {
    try {
      await this.reports.consume(actorId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw RpcError.unavailable();
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      void reply.header('Retry-After', String(seconds));
      throw new RpcError(429, M.reports.replace('<n>', String(seconds)));
    }
  }

  /**
   * 403 when the message would open a conversation with a fourth member. The peer is counted before
   * the message is sent (an unknown member answers 404 and takes a place only until the day ends).
   */
  async countConversation(actorId: string, peerId: string, until: number): Promise<void> {
    if (!isUuid(peerId)) return;
    const key = `${this.prefix}:peers:${actorId}`;
    const peer = peerId.toLowerCase();
    if (await this.redis.sismember(key, peer)) return;
    if (await this.redis.scard(key) >= this.conversations) throw RpcError.forbidden(M.conversations);
    await this.redis.multi().sadd(key, peer).pexpireat(key, until).exec();
  }
}

const RULE_KEY = 'cv:new-account-rule';

@Injectable()
export class NewAccountGuard implements CanActivate {
  constructor(private readonly limiter: NewAccountLimiter, private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<NewAccountRule | undefined>(RULE_KEY, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const actor = actorOf(request);
    const until = actor && rule ? this.limiter.newUntil(request) : null;
    if (!actor || until === null) return true;
    if (rule === 'reports') await this.limiter.countReport(request, http.getResponse<FastifyReply>(), actor.id);
    if (rule === 'conversations') {
      const params = request.params as Record<string, string> | undefined;
      await this.limiter.countConversation(actor.id, params?.userId ?? '', until);
    }
    return true;
  }
}

/** Puts a route under a new-account rule (after its write limit: guards run in order). */
export const LimitNewAccounts = (rule: NewAccountRule) => applyDecorators(SetMetadata(RULE_KEY, rule), UseGuards(NewAccountGuard));
