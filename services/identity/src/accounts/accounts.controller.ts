import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentityPatterns, type AuthenticatedUser, type RpcRequest } from '@cannaverse/contracts';
import { AccountsService } from './accounts.service.js';

@Controller()
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @MessagePattern(IdentityPatterns.register)
  register(@Payload() request: RpcRequest<unknown>): Promise<AuthenticatedUser> {
    return this.accounts.register(request?.data);
  }

  @MessagePattern(IdentityPatterns.verifyCredentials)
  verifyCredentials(@Payload() request: RpcRequest<unknown>): Promise<AuthenticatedUser> {
    return this.accounts.verifyCredentials(request?.data);
  }
}
