import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '@cannaverse/contracts';
import { CurrentCaller, requireSignedIn } from '../../session/actor.js';
import { UploadService, type UploadResult } from './upload.service.js';
import { Route } from '../../openapi/route-docs.js';
import { UploadBody, UploadResponse } from './media.schemas.js';
import { UploadMessages } from './upload-limits.js';

@ApiTags('media')
@Controller('api/upload')
export class UploadController {
  constructor(private readonly uploads: UploadService) {}

  @Route({
    summary: 'Upload an image or a video for a post', audience: 'member', limit: 'uploads', body: UploadBody, ok: UploadResponse, status: 201,
    description: 'Multipart field `file`. Checked by content, never by name; a file name or declared type of another kind than the content '
      + '(a PNG sent as `x.html`, `text/html`) is 415 (no type or `application/octet-stream` says nothing). Images re-encoded without '
      + 'EXIF/GPS, videos remuxed without metadata. The stored file belongs to the uploader: only they can attach it to a post, once.',
    errors: {
      413: [UploadMessages.imageTooLarge, UploadMessages.videoTooLarge],
      415: [UploadMessages.notAVideo, UploadMessages.mismatch, 'Unsupported content type'],
      429: [UploadMessages.tooMany],
    },
  })
  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  upload(@Req() request: FastifyRequest, @CurrentCaller() caller: Caller): Promise<UploadResult> {
    const signedIn = requireSignedIn(caller);
    return this.uploads.storeUpload(request, signedIn.actor.id);
  }
}
