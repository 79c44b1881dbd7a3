import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { subscribeSchema, ValidationMessages, type SubscribeInput } from '@cannaverse/contracts';
import { RpcError, validatePayload, type Queryable } from '@cannaverse/platform';
import { NewsletterRepository } from './newsletter.repository.js';

export const SUBSCRIBED = "You've been added to our mailing list.";

@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscribers: NewsletterRepository,
  ) {}

  /**
   * The landing page form. Error bodies carry `error` as the spec's client reads it. An email
   * already on the list gets the same answer as a new one: the visitor is on the list either way,
   * and the form must not tell anyone whose address we hold (docs/decisions.md).
   */
  async subscribe(input: unknown): Promise<{ message: string }> {
    let data: SubscribeInput;
    try {
      data = validatePayload(subscribeSchema, input);
    } catch (error) {
      const message = error instanceof RpcError && error.message !== 'Request body must be a JSON object' ? error.message : ValidationMessages.emailInvalid;
      throw RpcError.badRequest(message, { error: message });
    }
    await this.dataSource.transaction((manager) => this.addSubscriber(manager, { email: data.email, name: null, marketingConsent: true }));
    return { message: SUBSCRIBED };
  }

  /** Adds a subscriber unless the email is already on the list; true when added. */
  async addSubscriber(db: Queryable, input: { email: string; name: string | null; marketingConsent: boolean }): Promise<boolean> {
    const [firstName, ...rest] = (input.name ?? '').trim().split(/\s+/).filter(Boolean);
    return this.subscribers.add(db, {
      email: input.email.trim(), firstName: firstName ?? null, lastName: rest.length ? rest.join(' ') : null, marketingConsent: input.marketingConsent,
    });
  }
}
