import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ADMIN_USERNAME, IdentityEvents } from '@cannaverse/contracts';
import { publishEvent, type Logger } from '@cannaverse/platform';
import { UsersRepository } from '../users/users.repository.js';
import { toUserCard } from '../users/user.mapper.js';
import { hashPassword } from './passwords.js';

export const ADMIN_BOOTSTRAP_OPTIONS = 'ADMIN_BOOTSTRAP_OPTIONS';

export interface AdminBootstrapOptions {
  adminPassword?: string;
  logger: Logger;
}

/**
 * Creates the `admin` account on the first start. Safe with several replicas starting at
 * once: the insert is ON CONFLICT DO NOTHING, and only the replica that inserted prints.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    @Inject(ADMIN_BOOTSTRAP_OPTIONS) private readonly options: AdminBootstrapOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.users.usernameExists(ADMIN_USERNAME)) return;
    const generated = !this.options.adminPassword;
    const password = this.options.adminPassword ?? randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(password);
    const created = await this.dataSource.transaction(async (manager) => {
      const admin = await this.users.insertUnlessTaken(manager, {
        username: ADMIN_USERNAME, email: null, passwordHash, displayName: 'Administrator', marketingConsent: false, isAdmin: true,
      });
      if (admin) await publishEvent(manager, IdentityEvents.userRegistered, { ...toUserCard(admin), createdAt: admin.created_at.toISOString() });
      return admin;
    });
    if (!created) return;
    if (generated) {
      // Printed once, on the start that created the account; it is not stored anywhere.
      process.stdout.write(`\nAdmin account created: username "admin", password "${password}" (shown only now; set ADMIN_PASSWORD to choose it)\n\n`);
    } else {
      this.options.logger.info('admin account created with the password from ADMIN_PASSWORD');
    }
  }
}
