import { Module } from '@nestjs/common';
import { SuspendedMembersModule } from '@cannaverse/platform';
import { UsersModule } from '../users/users.module.js';
import { MembershipModule } from '../membership/membership.module.js';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';

/** Sign-up, sign-in (credential check) and the administrator account created at first start. */
@Module({
  imports: [UsersModule, MembershipModule, NewsletterModule, SuspendedMembersModule],
  controllers: [AccountsController],
  providers: [AccountsService, AdminBootstrapService],
})
export class AccountsModule {}
