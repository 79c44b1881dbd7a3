import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '@cannaverse/contracts';
import { CurrentActor, requireSignedIn } from '../../session/actor.js';
import { UploadService, type UploadResult } from './upload.service.js';

@ApiTags('media')
@Controller('api/upload')
export class UploadController {
  constructor(private readonly uploads: UploadService) {}

  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  upload(@Req() request: FastifyRequest, @CurrentActor() actor: Actor | null): Promise<UploadResult> {
    const signedIn = requireSignedIn(actor);
    return this.uploads.storeUpload(request, signedIn.id);
  }
}
