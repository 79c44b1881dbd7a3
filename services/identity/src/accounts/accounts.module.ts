import { Module, type DynamicModule } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { MembershipModule } from '../membership/membership.module.js';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { ADMIN_BOOTSTRAP_OPTIONS, AdminBootstrapService, type AdminBootstrapOptions } from './admin-bootstrap.service.js';

/** Sign-up, sign-in (credential check) and the administrator account created at first start. */
@Module({})
export class AccountsModule {
  static register(options: AdminBootstrapOptions): DynamicModule {
    return {
      module: AccountsModule,
      imports: [UsersModule, MembershipModule, NewsletterModule],
      controllers: [AccountsController],
      providers: [AccountsService, AdminBootstrapService, { provide: ADMIN_BOOTSTRAP_OPTIONS, useValue: options }],
    };
  }
}
