import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentityPatterns, type RpcRequest, type SetAvatarRequest, type UpdateProfileRequest, type UserCard, type UserDto } from '@cannaverse/contracts';
import { requireSelf } from '@cannaverse/platform';
import { ProfilesService } from './profiles.service.js';

@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @MessagePattern(IdentityPatterns.getUser)
  getUser(@Payload() request: RpcRequest<{ id: unknown }>): Promise<UserDto> {
    return this.profiles.getUser(request?.actor ?? null, request?.data?.id);
  }

  @MessagePattern(IdentityPatterns.getUsersByIds)
  getUsersByIds(@Payload() request: RpcRequest<{ ids: unknown }>): Promise<UserDto[]> {
    return this.profiles.getUsersByIds(request?.data?.ids);
  }

  @MessagePattern(IdentityPatterns.getUsersByUsernames)
  getUsersByUsernames(@Payload() request: RpcRequest<{ usernames: unknown }>): Promise<UserCard[]> {
    return this.profiles.getUsersByUsernames(request?.data?.usernames);
  }

  @MessagePattern(IdentityPatterns.updateProfile)
  updateProfile(@Payload() request: RpcRequest<UpdateProfileRequest>): Promise<UserDto> {
    requireSelf(request, request?.data?.userId);
    return this.profiles.updateProfile(request.data.userId, request.data.changes, request.requestId);
  }

  @MessagePattern(IdentityPatterns.setAvatar)
  setAvatar(@Payload() request: RpcRequest<SetAvatarRequest>): Promise<UserDto> {
    requireSelf(request, request?.data?.userId);
    return this.profiles.setAvatar(request.data.userId, request.data.uploadKey, request.requestId);
  }
}
