import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ContentPatterns, type AdDto, type RpcRequest } from '@cannaverse/contracts';
import { AdsService } from './ads.service.js';

/** Visitors see ads too (they are non-members); the service decides from the actor's tier. */
@Controller()
export class AdsController {
  constructor(private readonly ads: AdsService) {}

  @MessagePattern(ContentPatterns.listAds)
  list(@Payload() request: RpcRequest<unknown>): Promise<AdDto[]> {
    return this.ads.list(request.actor, request.data);
  }

  @MessagePattern(ContentPatterns.trackAd)
  track(@Payload() request: RpcRequest<unknown>): Promise<{ ok: true }> {
    return this.ads.track(request.actor, request.data);
  }
}
