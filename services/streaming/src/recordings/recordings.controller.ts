import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LivestreamMessages, StreamingPatterns, type LiveStreamDto, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { RecordingsService } from './recordings.service.js';

@Controller()
export class RecordingsController {
  constructor(private readonly recordings: RecordingsService) {}

  @MessagePattern(StreamingPatterns.deleteRecording)
  delete(@Payload() request: RpcRequest<unknown>): Promise<LiveStreamDto> {
    return this.recordings.delete(requireActor(request, LivestreamMessages.signInToView), request.data);
  }
}
