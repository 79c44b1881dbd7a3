import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ModerationPatterns, type RpcRequest } from '@cannaverse/contracts';
import { requireAdmin } from '@cannaverse/platform';
import { StreamEndingsService } from './stream-endings.service.js';

@Controller()
export class StreamEndingsController {
  constructor(private readonly endings: StreamEndingsService) {}

  @MessagePattern(ModerationPatterns.endLivestream)
  end(@Payload() request: RpcRequest<unknown>): Promise<{ ok: true }> {
    return this.endings.end(requireAdmin(request), request.data, request.requestId);
  }
}
