import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { subscribeSchema, type SubscribeInput } from '@cannaverse/contracts';
import { RpcError } from '@cannaverse/platform';
import * as yup from 'yup';

export const ALREADY_SUBSCRIBED = 'This email is already subscribed.';
export const SUBSCRIBED = "You've been added to our mailing list.";

@Injectable()
export class NewsletterService {
  constructor(private readonly dataSource: DataSource) {}

  /** The landing page form. Error bodies carry `error` as the spec's client reads it. */
  async subscribe(input: unknown): Promise<{ message: string }> {
    let data: SubscribeInput;
    try {
      if (typeof input !== 'object' || input === null) throw new yup.ValidationError('Please enter a valid email address.');
      data = subscribeSchema.validateSync(input);
    } catch (error) {
      const message = error instanceof yup.ValidationError ? error.message : 'Please enter a valid email address.';
      throw RpcError.badRequest(message, { error: message });
    }
    const added = await this.dataSource.transaction((manager) => this.addSubscriber(manager, { email: data.email, name: null, marketingConsent: true }));
    if (!added) throw RpcError.conflict(ALREADY_SUBSCRIBED, { error: ALREADY_SUBSCRIBED });
    return { message: SUBSCRIBED };
  }

  /** Adds a subscriber unless the email is already on the list; true when added. */
  async addSubscriber(manager: EntityManager, input: { email: string; name: string | null; marketingConsent: boolean }): Promise<boolean> {
    const [firstName, ...rest] = (input.name ?? '').trim().split(/\s+/).filter(Boolean);
    const rows: unknown[] = await manager.query(
      `INSERT INTO subscribers (email, first_name, last_name, marketing_consent)
       VALUES ($1, $2, $3, $4) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [input.email.trim(), firstName ?? null, rest.length ? rest.join(' ') : null, input.marketingConsent],
    );
    return rows.length > 0;
  }
}
