import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentityPatterns, type DeleteAccountAnswer, type RpcRequest } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
import { AccountDeletionService } from './account-deletion.service.js';

@Controller()
export class AccountErasureController {
  constructor(private readonly deletion: AccountDeletionService) {}

  @MessagePattern(IdentityPatterns.deleteAccount)
  deleteAccount(@Payload() request: RpcRequest<unknown>): Promise<DeleteAccountAnswer> {
    return this.deletion.deleteAccount(requireActor(request).id, request.data);
  }
}
