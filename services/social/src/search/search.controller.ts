import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SocialPatterns, type HashtagSearchResult, type MemberSearchResult, type Page, type PostDto, type RpcRequest, type SuggestedMember } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { SearchService } from './search.service.js';

@Controller()
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @MessagePattern(SocialPatterns.searchMembers)
  members(@Payload() request: RpcRequest<unknown>): Promise<Page<MemberSearchResult>> {
    return this.search.members(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.searchPosts)
  posts(@Payload() request: RpcRequest<unknown>): Promise<Page<PostDto>> {
    return this.search.posts(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.searchHashtags)
  hashtags(@Payload() request: RpcRequest<unknown>): Promise<Page<HashtagSearchResult>> {
    return this.search.hashtags(requireActor(request), request.data);
  }

  @MessagePattern(SocialPatterns.hiddenMembers)
  hidden(@Payload() request: RpcRequest<unknown>): Promise<{ userIds: string[] }> {
    return this.search.hiddenMembers(requireActor(request));
  }

  @MessagePattern(SocialPatterns.suggestedMembers)
  suggested(@Payload() request: RpcRequest<unknown>): Promise<SuggestedMember[]> {
    return this.search.suggested(requireActor(request), request.data);
  }
}
