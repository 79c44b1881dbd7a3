import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountMessages, deleteAccountSchema, IdentityEvents, type DeleteAccountAnswer, type DeleteAccountInput } from '@cannaverse/contracts';
import { publishEvent, RpcError, validatePayload } from '@cannaverse/platform';
import { UsersRepository } from '../users/users.repository.js';
import { verifyPassword } from '../accounts/passwords.js';

/**
 * `DELETE /api/me` (issue 25). The password proves it is the member (403 on a wrong one, like the
 * email change); then, in one transaction, the account is marked deleted (every read and login
 * leaves it out from this commit on) and `identity.account.deleted` goes to the outbox. The
 * gateway ends the member's sessions after this answers; every service (identity included,
 * account-erasure.handler.ts) erases its part when the event arrives.
 */
@Injectable()
export class AccountDeletionService {
  constructor(private readonly dataSource: DataSource, private readonly users: UsersRepository) {}

  async deleteAccount(userId: string, input: unknown): Promise<DeleteAccountAnswer> {
    const data: DeleteAccountInput = validatePayload(deleteAccountSchema, input);
    const user = await this.users.findByIdWithPasswordHash(userId);
    if (!user) throw RpcError.notFound('User not found');
    if (!(await verifyPassword(user.password_hash, data.password))) throw RpcError.forbidden(AccountMessages.wrongPassword);
    const requestedAt = new Date().toISOString();
    const marked = await this.dataSource.transaction(async (manager) => {
      // The password hash goes at once: nothing can sign in to the account again, even before its erasure.
      const rows: unknown[] = await manager.query(
        `UPDATE users SET deleted_at = $2, password_hash = '!deleted', updated_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
        [userId, requestedAt],
      );
      if (rows.length === 0) return false;
      await publishEvent(manager, IdentityEvents.accountDeleted, { userId, requestedAt });
      return true;
    });
    // Two deletions at the same moment: the first one's event is the one that counts.
    if (!marked) throw RpcError.notFound('User not found');
    return { status: 'deleting', requestedAt };
  }
}
