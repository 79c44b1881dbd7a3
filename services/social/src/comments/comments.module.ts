import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { InteractionsModule } from '../interactions/interactions.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { CommentsController } from './comments.controller.js';
import { CommentsRepository } from './comments.repository.js';
import { CommentsService } from './comments.service.js';

@Module({ imports: [PostsModule, InteractionsModule, BlocksModule], controllers: [CommentsController], providers: [CommentsService, CommentsRepository] })
export class CommentsModule {}
