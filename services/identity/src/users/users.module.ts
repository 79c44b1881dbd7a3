import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './user.entity.js';
import { UsersService } from './users.service.js';
import { UsersController } from './users.controller.js';
import { AdminBootstrapService } from './admin-bootstrap.service.js';
import { AvatarStorageService } from '../media/avatar-storage.service.js';
import { MembershipModule } from '../membership/membership.module.js';
import { NewsletterModule } from '../newsletter/newsletter.module.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), MembershipModule, NewsletterModule],
  controllers: [UsersController],
  providers: [UsersService, AvatarStorageService, AdminBootstrapService],
})
export class UsersModule {}
