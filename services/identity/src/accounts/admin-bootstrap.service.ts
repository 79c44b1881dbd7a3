import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ADMIN_USERNAME, IdentityEvents } from '@cannaverse/contracts';
import { InjectConfig, InjectLogger, publishEvent, type Logger } from '@cannaverse/platform';
import type { IdentityConfig } from '../config.js';
import { UsersRepository } from '../users/users.repository.js';
import { toUserCard } from '../users/user.mapper.js';
import { hashPassword } from './passwords.js';

/**
 * Creates the `admin` account on the first start. Safe with several replicas starting at
 * once: the insert is ON CONFLICT DO NOTHING, and only the replica that inserted prints.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    @InjectConfig() private readonly config: IdentityConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.users.usernameExists(ADMIN_USERNAME)) return;
    const generated = !this.config.ADMIN_PASSWORD;
    const password = this.config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
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
      this.logger.info('admin account created with the password from ADMIN_PASSWORD');
    }
  }
}
