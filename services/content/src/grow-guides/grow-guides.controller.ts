import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ContentPatterns, type GrowGuideDto, type GrowGuideImageDto, type GrowGuideMethod, type GrowGuideSummary, type Page, type RpcRequest,
} from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { GrowGuidesService } from './grow-guides.service.js';

/** Grow guides are in the members' area (core spec §2): every call but the images needs a session. */
@Controller()
export class GrowGuidesController {
  constructor(private readonly guides: GrowGuidesService) {}

  @MessagePattern(ContentPatterns.listGrowGuideMethods)
  methods(@Payload() request: RpcRequest<unknown>): Promise<GrowGuideMethod[]> {
    requireActor(request);
    return this.guides.methods();
  }

  @MessagePattern(ContentPatterns.listGrowGuides)
  list(@Payload() request: RpcRequest<unknown>): Promise<Page<GrowGuideSummary>> {
    return this.guides.list(requireActor(request), request.data);
  }

  @MessagePattern(ContentPatterns.getGrowGuide)
  get(@Payload() request: RpcRequest<unknown>): Promise<GrowGuideDto> {
    return this.guides.get(requireActor(request), request.data);
  }

  /** Illustrations are public, like any image of the site; the premium value is the text. */
  @MessagePattern(ContentPatterns.getGrowGuideImage)
  image(@Payload() request: RpcRequest<unknown>): GrowGuideImageDto {
    return this.guides.image(request?.data);
  }
}
