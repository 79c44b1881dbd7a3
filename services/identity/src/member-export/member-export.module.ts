import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataExportPatterns, type DataExportDownload, type DataExportDto, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { MemberExportRepository } from './member-export.repository.js';
import { MemberExportService } from './member-export.service.js';

/** The member's own exports (the gateway sends the actor; every answer is about the actor's exports only). */
@Controller()
export class MemberExportController {
  constructor(private readonly exports: MemberExportService) {}

  @MessagePattern(DataExportPatterns.create)
  create(@Payload() request: RpcRequest<unknown>): Promise<DataExportDto> {
    return this.exports.create(requireActor(request).id, request.requestId);
  }

  @MessagePattern(DataExportPatterns.get)
  get(@Payload() request: RpcRequest<unknown>): Promise<DataExportDto> {
    return this.exports.get(requireActor(request).id, request.data);
  }

  @MessagePattern(DataExportPatterns.list)
  list(@Payload() request: RpcRequest<unknown>): Promise<DataExportDto[]> {
    return this.exports.list(requireActor(request).id);
  }

  @MessagePattern(DataExportPatterns.download)
  download(@Payload() request: RpcRequest<unknown>): Promise<DataExportDownload> {
    return this.exports.download(requireActor(request).id, request.data);
  }
}

@Module({ controllers: [MemberExportController], providers: [MemberExportService, MemberExportRepository], exports: [MemberExportService] })
export class MemberExportModule {}
