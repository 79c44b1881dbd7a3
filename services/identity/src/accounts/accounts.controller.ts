import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentityPatterns, type AuthenticatedUser, type OnboardingStateDto, type RpcRequest, type UserDto } from '@cannaverse/contracts';
import { requireActor } from '@cannaverse/platform';
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

  @MessagePattern(IdentityPatterns.changePassword)
  changePassword(@Payload() request: RpcRequest<unknown>): Promise<{ ok: true }> {
    return this.accounts.changePassword(requireActor(request).id, request.data);
  }

  @MessagePattern(IdentityPatterns.changeEmail)
  changeEmail(@Payload() request: RpcRequest<unknown>): Promise<UserDto> {
    return this.accounts.changeEmail(requireActor(request).id, request.data);
  }

  @MessagePattern(IdentityPatterns.getOnboarding)
  onboarding(@Payload() request: RpcRequest<unknown>): Promise<OnboardingStateDto> {
    return this.accounts.onboarding(requireActor(request).id);
  }

  @MessagePattern(IdentityPatterns.updateOnboarding)
  updateOnboarding(@Payload() request: RpcRequest<unknown>): Promise<OnboardingStateDto> {
    return this.accounts.updateOnboarding(requireActor(request).id, request.data);
  }
}
