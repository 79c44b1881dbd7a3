import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ContentPatterns, type Actor, type Page, type StoryUpvoteResult, type StrainStoryCreated, type StrainStoryDto,
} from '@cannaverse/contracts';
import { serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor } from '../../session/actor.js';
import { pageQuery } from '../posts/request-payload.js';

type Query = Record<string, unknown>;

/** Strain stories. The content service checks sign-in, input, membership and authorship. */
@ApiTags('strain-stories')
@Controller('api/strain-stories')
export class StrainStoriesController {
  constructor(@Inject(serviceClientToken('content')) private readonly content: ServiceClient) {}

  @Get()
  list(@Query() query: Query, @CurrentActor() actor: Actor | null): Promise<Page<StrainStoryDto>> {
    return this.content.send(ContentPatterns.listStrainStories, actor, { filter: query?.filter, ...pageQuery(query) });
  }

  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<StrainStoryCreated> {
    return this.content.send(ContentPatterns.createStrainStory, actor, body ?? {});
  }

  @Get(':id')
  get(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<StrainStoryDto> {
    return this.content.send(ContentPatterns.getStrainStory, actor, { id });
  }

  @Put(':id')
  update(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<StrainStoryDto> {
    return this.content.send(ContentPatterns.updateStrainStory, actor, { id, changes: body ?? {} });
  }

  @Delete(':id')
  remove(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<{ ok: true }> {
    return this.content.send(ContentPatterns.deleteStrainStory, actor, { id });
  }

  /** The call takes no body (spec §7); one upvote per member, again is a no-op. */
  @Post(':id/upvote')
  @HttpCode(200)
  upvote(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<StoryUpvoteResult> {
    return this.content.send(ContentPatterns.upvoteStrainStory, actor, { id });
  }
}
