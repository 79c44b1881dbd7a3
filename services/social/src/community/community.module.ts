import { Module } from '@nestjs/common';
import { CommunityController } from './community.controller.js';
import { CommunityRepository } from './community.repository.js';
import { CommunityService } from './community.service.js';

/** The community hub's discussions: posts by hashtag topic (post_hashtags, written by the posts feature). */
@Module({
  controllers: [CommunityController],
  providers: [CommunityRepository, CommunityService],
})
export class CommunityModule {}
