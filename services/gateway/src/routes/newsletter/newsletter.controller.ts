import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdentityPatterns } from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';

@ApiTags('newsletter')
@Controller('api/subscribe')
export class NewsletterController {
  constructor(@Inject(serviceClientToken('identity')) private readonly identity: ServiceClient) {}

  /** Errors carry `error` besides `message`: the spec's landing page reads `error`. */
  @Post()
  @HttpCode(201)
  subscribe(@Body() body: unknown): Promise<{ message: string }> {
    return this.identity.send(IdentityPatterns.subscribeNewsletter, null, body ?? {});
  }
}
