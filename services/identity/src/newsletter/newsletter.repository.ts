import { Injectable } from '@nestjs/common';
import type { Queryable } from '@cannaverse/platform';

export interface NewSubscriber {
  email: string;
  firstName: string | null;
  lastName: string | null;
  marketingConsent: boolean;
}

/** The `subscribers` table: one row per email, whatever its case. */
@Injectable()
export class NewsletterRepository {
  /** True when added; false when the email is on the list already. */
  async add(db: Queryable, subscriber: NewSubscriber): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `INSERT INTO subscribers (email, first_name, last_name, marketing_consent)
       VALUES ($1, $2, $3, $4) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [subscriber.email, subscriber.firstName, subscriber.lastName, subscriber.marketingConsent],
    );
    return rows.length > 0;
  }
}
