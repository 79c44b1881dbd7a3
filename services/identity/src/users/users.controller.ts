import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  IdentityPatterns, type AuthenticatedUser, type RpcRequest, type SetAvatarRequest, type UpdateProfileRequest, type UserDto,
} from '@cannaverse/contracts';
import { requireSelf } from '@cannaverse/platform';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(IdentityPatterns.register)
  register(@Payload() request: RpcRequest<unknown>): Promise<AuthenticatedUser> {
    return this.users.register(request?.data);
  }

  @MessagePattern(IdentityPatterns.verifyCredentials)
  verifyCredentials(@Payload() request: RpcRequest<unknown>): Promise<AuthenticatedUser> {
    return this.users.verifyCredentials(request?.data);
  }

  @MessagePattern(IdentityPatterns.getUser)
  getUser(@Payload() request: RpcRequest<{ id: unknown }>): Promise<UserDto> {
    return this.users.getUser(request?.actor ?? null, request?.data?.id);
  }

  @MessagePattern(IdentityPatterns.getUsersByIds)
  getUsersByIds(@Payload() request: RpcRequest<{ ids: unknown }>): Promise<UserDto[]> {
    return this.users.getUsersByIds(request?.data?.ids);
  }

  @MessagePattern(IdentityPatterns.updateProfile)
  updateProfile(@Payload() request: RpcRequest<UpdateProfileRequest>): Promise<UserDto> {
    requireSelf(request, request?.data?.userId);
    return this.users.updateProfile(request.data.userId, request.data.changes);
  }

  @MessagePattern(IdentityPatterns.setAvatar)
  setAvatar(@Payload() request: RpcRequest<SetAvatarRequest>): Promise<UserDto> {
    requireSelf(request, request?.data?.userId);
    return this.users.setAvatar(request.data.userId, request.data.uploadKey);
  }
}
