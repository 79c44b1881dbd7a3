import { Controller, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { RpcRequest } from '@cannaverse/contracts';
import { RpcError } from '../errors/rpc-error.js';
import type { AppliedOutcome } from './event-consumer.js';
import { EventBus } from './event-bus.module.js';

/**
 * An operator's replay of one of a service's dead letters (`npm run events:dead-letters -- replay
 * <sequence>`): a request to the service that failed, never a new publish of the event, because
 * only the event's own service may publish it (a consumer refuses anything else as forged). The
 * service reads the dead letter from the stream itself, applies it as its consumer would (inbox:
 * an event applied meanwhile changes nothing) and removes it. Only the `ops_events` NATS user may
 * send it; the gateway routes no URL to it.
 */
export const deadLetterReplayPattern = (service: string) => `${service}.dead-letter.replay`;

export interface DeadLetterReplayAnswer {
  sequence: number;
  event: string;
  id: string;
  outcome: AppliedOutcome;
}

export const DeadLetterMessages = {
  invalidSequence: 'sequence must be a positive integer',
  notFound: 'No such dead letter of this service',
  forged: 'A forged event is never applied: it stays in the dead letters as evidence',
  unproven: 'This dead letter does not record the subject it came on, so its sender cannot be proven; it is not replayed',
} as const;

export function createDeadLetterController(pattern: string): Type<unknown> {
  @Controller()
  class DeadLetterController {
    constructor(private readonly bus: EventBus) {}

    @MessagePattern(pattern)
    replay(@Payload() request: RpcRequest<unknown>): Promise<DeadLetterReplayAnswer> {
      const sequence = (request.data as { sequence?: unknown } | null)?.sequence;
      if (typeof sequence !== 'number' || !Number.isSafeInteger(sequence) || sequence < 1) throw RpcError.badRequest(DeadLetterMessages.invalidSequence);
      return this.bus.replayDeadLetter(sequence);
    }
  }
  return DeadLetterController;
}
