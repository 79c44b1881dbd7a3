import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { MemberExportPatterns, type MemberExportPage, type RpcRequest } from '@cannaverse/contracts';
import { memberExportPage } from '@cannaverse/platform';
import { NOTIFICATIONS_EXPORT_PARTS } from './member-export.parts.js';

/** A page of notifications's part of a member's data export; only identity's export job may ask (NATS permissions), without an actor. */
@Controller()
export class MemberExportController {
  constructor(private readonly dataSource: DataSource) {}

  @MessagePattern(MemberExportPatterns.notifications)
  page(@Payload() request: RpcRequest<unknown>): Promise<MemberExportPage> {
    return memberExportPage(this.dataSource, NOTIFICATIONS_EXPORT_PARTS, request);
  }
}

@Module({ controllers: [MemberExportController] })
export class MemberExportModule {}
