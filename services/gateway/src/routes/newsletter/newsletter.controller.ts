import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiTags } from '@nestjs/swagger';
import { IdentityPatterns, ValidationMessages } from '@cannaverse/contracts';
import { InputMessages, ServiceClient, serviceClientToken, type ForwardedJson } from '@cannaverse/platform';
import { visitorCaller } from '../../session/actor.js';
import { Route } from '../../openapi/route-docs.js';
import { NewsletterErrorResponse, SubscribeBody, SubscribedResponse } from './newsletter.schemas.js';

@ApiTags('newsletter')
@Controller('api/subscribe')
export class NewsletterController {
  constructor(@Inject(serviceClientToken('identity')) private readonly identity: ServiceClient) {}

  /** Errors carry `error` besides `message`: the spec's landing page reads `error`. */
  @Route({
    summary: 'Join the mailing list', audience: 'none', limit: 'newsletter', body: SubscribeBody, ok: SubscribedResponse, status: 201,
    description: 'An email already on the list gets the same answer.',
    errors: { 400: { type: NewsletterErrorResponse, messages: [ValidationMessages.emailInvalid, InputMessages.unknownField('<name>')] } },
  })
  @Post()
  @HttpCode(201)
  subscribe(@Body() body: unknown, @Req() request: FastifyRequest): Promise<ForwardedJson<{ message: string }>> {
    return this.identity.forward(IdentityPatterns.subscribeNewsletter, visitorCaller(request), body ?? {});
  }
}
