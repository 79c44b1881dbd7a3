import { Module } from '@nestjs/common';
import { SuspendedMembersProjection } from './suspended-members.projection.js';
import { SuspendedMembersRepository } from './suspended-members.repository.js';

/**
 * Who is suspended, for a service that hides a suspended member's content or refuses them (issue 24).
 * Import it in app.module and add CreateSuspendedMembers1765800000000 to the service's migrations;
 * lists add `AND ${notSuspendedSql('p.user_id')}`.
 */
@Module({ providers: [SuspendedMembersProjection, SuspendedMembersRepository], exports: [SuspendedMembersRepository] })
export class SuspendedMembersModule {}
