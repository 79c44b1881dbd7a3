import { Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataExportMessages, DataExportPatterns, type DataExportDownload, type DataExportDto, type Caller } from '@cannaverse/contracts';
import { isUuid, RpcError, ServiceClient, serviceClientToken, type ForwardedJson } from '@cannaverse/platform';
import { MEDIA_STORE, type MediaStore } from '@cannaverse/platform/media';
import { CurrentCaller, requireSignedIn } from '../../session/actor.js';
import { Route } from '../../openapi/route-docs.js';
import { DataExportResponse } from './member-export.schemas.js';

const idParam = { id: { type: 'uuid' as const, description: 'An export id from POST /api/me/export.' } };

/**
 * A member's data export (issue 25): identity runs it; the zip lives in the object store under a
 * prefix `/media` never serves, and only this session-checked route streams it to its member.
 */
@ApiTags('accounts')
@Controller('api/me')
export class MemberExportController {
  constructor(
    @Inject(serviceClientToken('identity')) private readonly identity: ServiceClient,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
  ) {}

  @Route({
    summary: 'Export my data', audience: 'member', ok: DataExportResponse, status: 202, limit: 'data-exports',
    description: 'Starts gathering everything the site holds about the member into one zip with a README (ready within minutes, kept 7 days). '
      + 'While one is queued or running, this answers that one instead of starting another.',
    errors: { 503: ['Exports cannot be started right now; please try again later'] },
  })
  @Post('export')
  @HttpCode(202)
  create(@CurrentCaller() caller: Caller): Promise<ForwardedJson<DataExportDto>> {
    return this.identity.forward<DataExportDto>(DataExportPatterns.create, requireSignedIn(caller), {});
  }

  @Route({ summary: 'My recent data exports', audience: 'member', ok: [DataExportResponse], description: 'The newest five, newest first.' })
  @Get('exports')
  list(@CurrentCaller() caller: Caller): Promise<ForwardedJson<DataExportDto[]>> {
    return this.identity.forward<DataExportDto[]>(DataExportPatterns.list, requireSignedIn(caller), {});
  }

  @Route({
    summary: 'One data export and how far it is', audience: 'member', ok: DataExportResponse, params: idParam,
    errors: { 404: [DataExportMessages.notFound] },
  })
  @Get('exports/:id')
  get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<DataExportDto>> {
    const signedIn = requireSignedIn(caller);
    if (!isUuid(id)) throw RpcError.notFound(DataExportMessages.notFound);
    return this.identity.forward<DataExportDto>(DataExportPatterns.get, signedIn, { id });
  }

  @Route({
    summary: 'Download a ready data export (zip)', audience: 'member', params: idParam,
    description: 'The zip, to its own member only; never cached.',
    errors: { 404: [DataExportMessages.notFound], 409: [DataExportMessages.notReady], 410: [DataExportMessages.expired] },
  })
  @ApiProduces('application/zip')
  @ApiResponse({ status: 200, description: 'The zip (`Content-Disposition: attachment`).', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } })
  @Get('exports/:id/download')
  async download(@Param('id') id: string, @CurrentCaller() caller: Caller, @Res() reply: FastifyReply) {
    const signedIn = requireSignedIn(caller);
    if (!isUuid(id)) throw RpcError.notFound(DataExportMessages.notFound);
    const file = await this.identity.send<DataExportDownload>(DataExportPatterns.download, signedIn, { id });
    const body = await this.store.read(file.key).catch(() => null);
    if (!body) throw new RpcError(410, DataExportMessages.expired);
    return reply
      .code(200)
      .header('Content-Type', 'application/zip')
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(body);
  }
}
