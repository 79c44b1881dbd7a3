import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentityPatterns, type RpcRequest } from '@cannaverse/contracts';
import { NewsletterService } from './newsletter.service.js';

@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @MessagePattern(IdentityPatterns.subscribeNewsletter)
  subscribe(@Payload() request: RpcRequest<unknown>): Promise<{ message: string }> {
    return this.newsletter.subscribe(request?.data);
  }
}
