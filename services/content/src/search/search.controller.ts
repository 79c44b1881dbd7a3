import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ContentPatterns, type GrowGuideSummary, type Page, type RpcRequest, type StrainStoryDto, type StrainSummary } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { SearchService } from './search.service.js';

@Controller()
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @MessagePattern(ContentPatterns.searchStrains)
  strains(@Payload() request: RpcRequest<unknown>): Promise<Page<StrainSummary>> {
    requireActor(request);
    return this.search.strainsPage(request.data);
  }

  @MessagePattern(ContentPatterns.searchStories)
  stories(@Payload() request: RpcRequest<unknown>): Promise<Page<StrainStoryDto>> {
    return this.search.stories(requireActor(request), request.data);
  }

  @MessagePattern(ContentPatterns.searchGuides)
  guides(@Payload() request: RpcRequest<unknown>): Promise<Page<GrowGuideSummary>> {
    return this.search.guides(requireActor(request), request.data);
  }
}
