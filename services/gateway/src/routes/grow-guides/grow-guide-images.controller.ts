import { Controller, Get, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ContentPatterns, GROW_GUIDE_IMAGE_FILE, GrowGuideMessages, type GrowGuideImageDto } from '@cannaverse/contracts';
import { RpcError, serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { visitorCaller } from '../../session/actor.js';

const A_YEAR = 'public, max-age=31536000, immutable';
/** A URL without the current `?v=` (an old link, a hand-typed one) is revalidated hourly. */
const AN_HOUR = 'public, max-age=3600';

/**
 * `GET /static/grow-guides/{file}.svg`: the guide illustrations. The content service owns them
 * and answers their bytes over NATS, so no service's files are read across a service boundary.
 * Stored URLs carry `?v=<content hash>`: with the current hash the answer is cacheable for a year.
 */
@ApiExcludeController()
@Controller('static/grow-guides')
export class GrowGuideImagesController {
  constructor(@Inject(serviceClientToken('content')) private readonly content: ServiceClient) {}

  @Get(':file')
  async get(@Param('file') file: string, @Query('v') version: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    if (!GROW_GUIDE_IMAGE_FILE.test(file)) throw RpcError.notFound(GrowGuideMessages.imageNotFound);
    const image = await this.content.send<GrowGuideImageDto>(ContentPatterns.getGrowGuideImage, visitorCaller(request), { file });
    const etag = `"${image.etag}"`;
    void reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', version === image.etag ? A_YEAR : AN_HOUR)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      // Opened on its own, an SVG is a document: it may not run or load anything.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(200).send(image.svg);
  }
}
