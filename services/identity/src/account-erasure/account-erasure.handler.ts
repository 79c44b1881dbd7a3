import { Injectable } from '@nestjs/common';
import { IdentityEvents, type AccountDeletedEvent } from '@cannaverse/contracts';
import { OnEvent, publishEvent, type EventContext } from '@cannaverse/platform';
import { AvatarStorageService } from '../profiles/avatar-storage.service.js';

/**
 * Identity's part of an account's erasure (issue 25): the user row becomes a tombstone holding only
 * its id, username (kept so nobody takes the name over: others' posts that mention it stay) and
 * dates; email, password, profile, consent and admin flag are cleared. The membership row goes:
 * the demo payment provider keeps no invoices, so nothing is kept for billing law (a real
 * provider's invoices would live with that provider). A newsletter subscription under the
 * account's email goes too. The avatar file and its renditions are removed from the media store.
 * Replayed, it finds nothing left and changes nothing.
 */
@Injectable()
export class IdentityAccountErasure {
  constructor(private readonly avatars: AvatarStorageService) {}

  @OnEvent(IdentityEvents.accountDeleted)
  async onAccountDeleted(payload: AccountDeletedEvent, { manager }: EventContext): Promise<void> {
    const { userId } = payload;
    const before: Array<{ email: string | null; avatar: string | null }> = await manager.query(
      'SELECT email, avatar FROM users WHERE id = $1 FOR UPDATE', [userId],
    );
    const [row] = before;
    if (row?.email) await manager.query('DELETE FROM subscribers WHERE lower(email) = lower($1)', [row.email]);
    await manager.query('DELETE FROM memberships WHERE user_id = $1', [userId]);
    await manager.query(
      `UPDATE users SET email = NULL, password_hash = '!deleted', display_name = NULL, bio = NULL, avatar = NULL, location = NULL,
         website = NULL, pronouns = NULL, is_admin = false, marketing_consent = false, profile_setup_complete = false,
         tutorial_completed = false, deleted_at = coalesce(deleted_at, $2), updated_at = now()
       WHERE id = $1 AND NOT (email IS NULL AND display_name IS NULL AND bio IS NULL AND avatar IS NULL AND location IS NULL AND website IS NULL
         AND pronouns IS NULL AND NOT is_admin AND NOT marketing_consent AND password_hash = '!deleted' AND deleted_at IS NOT NULL)`,
      [userId, payload.requestedAt],
    );
    // Files are not transactional: removed before the commit, so a failure retries the whole event.
    if (row?.avatar) await this.avatars.removeByUrl(row.avatar);
    await publishEvent(manager, IdentityEvents.accountErased, { userId, service: 'identity', at: new Date().toISOString() });
  }
}
