import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  STORY_FILTERS, StrainStoryMessages, ContentPatterns, type Page, type StoryUpvoteResult, type StrainStoryCreated, type StrainStoryDto, type Caller,
} from '@cannaverse/contracts';
import { InputMessages, ServiceClient, serviceClientToken, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { pageQuery, type QueryParams } from '../shared/request-payload.js';
import { OkResponse, PageOf, pageParams, Route } from '../../openapi/route-docs.js';
import { PremiumContentErrorResponse } from '../grow-guides/grow-guides.schemas.js';
import { StoryUpvoteResponse, StrainStoryBody, StrainStoryCreatedResponse, StrainStoryResponse } from './strain-stories.schemas.js';

const M = StrainStoryMessages;
/** The first broken rule wins. */
const STORY_ERRORS = [
  M.titleMin, M.titleMax, M.titleCharacters, M.contentMin, M.contentMax, M.effectsMin, M.effectsMax, M.customEffectMax, M.customEffectEmpty, M.effectDuplicate, M.effectCharacters,
  M.ratingRange, M.strainRequired, M.strainNotFound, 'strainId must be a number', InputMessages.unknownField('<name>'),
];

/** Strain stories. The content service checks sign-in, input, membership and authorship. */
@ApiTags('strain-stories')
@Controller('api/strain-stories')
export class StrainStoriesController {
  constructor(@Inject(serviceClientToken('content')) private readonly content: ServiceClient) {}

  @Route({
    summary: 'Strain stories', audience: 'member', ok: PageOf(StrainStoryResponse),
    query: [{ name: 'filter', required: false, enum: [...STORY_FILTERS], description: '`recent` (default, newest first) or `popular` (most upvotes first).' }, ...pageParams()],
    errors: { 400: [M.invalidFilter, M.invalidCursor, M.invalidLimit] },
  })
  @Get()
  list(@Query() query: QueryParams, @CurrentCaller() caller: Caller): Promise<ForwardedJson<Page<StrainStoryDto>>> {
    return this.content.forward(ContentPatterns.listStrainStories, caller, { filter: query?.filter, ...pageQuery(query) });
  }

  @Route({
    summary: 'Write a story (Cannanaut and Connoisseur members)', audience: 'member', limit: 'story-writes', body: StrainStoryBody, ok: StrainStoryCreatedResponse, status: 201,
    errors: { 400: STORY_ERRORS, 403: { type: PremiumContentErrorResponse, messages: [M.postingRequiresMembership] } },
  })
  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<StrainStoryCreated>> {
    return this.content.forward(ContentPatterns.createStrainStory, caller, body ?? {});
  }

  @Route({ summary: 'One story', audience: 'member', ok: StrainStoryResponse, params: { id: { type: 'integer', description: 'The story.' } }, errors: { 404: [M.storyNotFound] } })
  @Get(':id')
  get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<StrainStoryDto>> {
    return this.content.forward(ContentPatterns.getStrainStory, caller, { id });
  }

  @Route({
    summary: 'Edit a story (its author or an admin)', audience: 'member', limit: 'story-writes', body: StrainStoryBody, ok: StrainStoryResponse, params: { id: { type: 'integer', description: 'The story.' } },
    errors: { 400: STORY_ERRORS, 403: [M.notYourStory], 404: [M.storyNotFound] },
  })
  @Put(':id')
  update(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<ForwardedJson<StrainStoryDto>> {
    return this.content.forward(ContentPatterns.updateStrainStory, caller, { id, changes: body ?? {} });
  }

  @Route({
    summary: 'Delete a story (its author or an admin)', audience: 'member', limit: 'story-writes', ok: OkResponse, params: { id: { type: 'integer', description: 'The story.' } },
    errors: { 403: [M.notYourStory], 404: [M.storyNotFound] },
  })
  @Delete(':id')
  remove(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<{ ok: true }>> {
    return this.content.forward(ContentPatterns.deleteStrainStory, caller, { id });
  }

  /** The call takes no body (spec §7); one upvote per member, again is a no-op. */
  @Route({
    summary: 'Upvote a story (a second upvote changes nothing)', audience: 'member', limit: 'reactions', ok: StoryUpvoteResponse, params: { id: { type: 'integer', description: 'The story.' } },
    errors: { 404: [M.storyNotFound] },
  })
  @Post(':id/upvote')
  @HttpCode(200)
  upvote(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ForwardedJson<StoryUpvoteResult>> {
    return this.content.forward(ContentPatterns.upvoteStrainStory, caller, { id });
  }
}
