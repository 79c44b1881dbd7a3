import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { InteractionsModule } from '../interactions/interactions.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { LikesController } from './likes.controller.js';
import { LikesRepository } from './likes.repository.js';
import { LikesService } from './likes.service.js';

@Module({ imports: [PostsModule, InteractionsModule, BlocksModule], controllers: [LikesController], providers: [LikesService, LikesRepository] })
export class LikesModule {}
