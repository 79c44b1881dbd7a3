import { Module } from '@nestjs/common';
import { PostsController } from './posts.controller.js';
import { PostsService } from './posts.service.js';
import { FeedService } from './feed.service.js';
import { PostMediaService } from './post-media.service.js';
import { PostsRepository } from './posts.repository.js';

@Module({
  controllers: [PostsController],
  providers: [PostsService, FeedService, PostMediaService, PostsRepository],
  exports: [PostsRepository],
})
export class PostsModule {}
