import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module.js';
import { ContentRemovedConsumer } from './content-removed.consumer.js';
import { ReportTargetsController } from './report-targets.controller.js';
import { ReportTargetsRepository } from './report-targets.repository.js';
import { ReportTargetsService } from './report-targets.service.js';

@Module({ imports: [PostsModule], controllers: [ReportTargetsController], providers: [ReportTargetsService, ReportTargetsRepository, ContentRemovedConsumer] })
export class ReportTargetsModule {}
