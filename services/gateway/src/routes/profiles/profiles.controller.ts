import { Body, Controller, Get, Inject, Param, Patch, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  IdentityPatterns, SocialMessages, ValidationMessages, type ProfileDto, type UserDto, type Caller,
} from '@cannaverse/contracts';
import { InputMessages, RpcError, ServiceClient, serviceClientToken, type ForwardedJson } from '@cannaverse/platform';
import { CurrentCaller, requireSignedIn } from '../../session/actor.js';
import { UploadService } from '../media/upload.service.js';
import { UploadMessages } from '../media/upload-limits.js';
import { ProfileComposer } from './profile-composer.js';
import { ApiConsumes } from '@nestjs/swagger';
import { Route } from '../../openapi/route-docs.js';
import { UserResponse } from '../accounts/accounts.schemas.js';
import { AvatarUploadBody, ProfileResponse, ProfileUpdateBody } from './profiles.schemas.js';

/** Profile pages and edits (identity's profiles feature, with social's counts composed in). */
const M = ValidationMessages;
const PROFILE_ERRORS = [M.displayNameMin, M.displayNameMax, M.displayNameCharacters, M.bioMax, M.locationMax, M.pronounsMax, M.websiteInvalid, InputMessages.unknownField('<name>')];

@ApiTags('profiles')
@Controller('api/users')
export class ProfilesController {
  constructor(
    @Inject(serviceClientToken('identity')) private readonly identity: ServiceClient,
    private readonly uploads: UploadService,
    private readonly profiles: ProfileComposer,
  ) {}

  @Route({
    summary: 'A member\'s profile', audience: 'optional', ok: ProfileResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    description: 'Visitors see it too; the counts are null while the social service does not answer.',
    errors: { 404: [SocialMessages.userNotFound] },
  })
  @Get(':id')
  get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<ProfileDto> {
    return this.profiles.compose(id, caller);
  }

  /** The wizard's save (spec: PATCH). Same partial-update rules as PUT. */
  @Route({
    summary: 'Change one\'s profile (the wizard)', audience: 'member', body: ProfileUpdateBody, ok: UserResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: PROFILE_ERRORS, 401: [ValidationMessages.notAuthenticated], 403: ['You can only change your own profile'], 404: [SocialMessages.userNotFound] },
  })
  @Patch(':id')
  patch(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<UserDto> {
    return this.update(id, body, caller);
  }

  /** The profile dialog's save (spec: PUT). */
  @Route({
    summary: 'Change one\'s profile (the profile dialog)', audience: 'member', body: ProfileUpdateBody, ok: UserResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    errors: { 400: PROFILE_ERRORS, 401: [ValidationMessages.notAuthenticated], 403: ['You can only change your own profile'], 404: [SocialMessages.userNotFound] },
  })
  @Put(':id')
  put(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller): Promise<UserDto> {
    return this.update(id, body, caller);
  }

  @ApiConsumes('multipart/form-data')
  @Route({
    summary: 'Upload one\'s avatar', audience: 'member', limit: 'uploads', body: AvatarUploadBody, ok: UserResponse, params: { id: { type: 'uuid', description: 'The member.' } },
    description: 'Multipart field `avatar`; re-encoded to fit 500x500 as JPEG. Its 96 and 192 px square WebP renditions (`<avatar>-s96.webp`, `-s192.webp`) follow within seconds.',
    errors: { 401: [ValidationMessages.notAuthenticated], 403: ['You can only change your own profile'], 413: [UploadMessages.avatarTooLarge], 415: ['Unsupported content type'] },
  })
  @Put(':id/avatar')
  async avatar(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentCaller() caller: Caller): Promise<ForwardedJson<UserDto>> {
    const signedIn = requireSignedIn(caller, ValidationMessages.notAuthenticated);
    // Identity decides (requireSelf); asking here first means a stranger's bytes are never read or stored.
    if (signedIn.actor.id !== id.toLowerCase()) throw RpcError.forbidden('You can only change your own profile');
    const uploadKey = await this.uploads.stageAvatar(request, signedIn.actor.id);
    return this.identity.forward<UserDto>(IdentityPatterns.setAvatar, signedIn, { userId: id, uploadKey });
  }

  private update(id: string, body: unknown, caller: Caller): Promise<UserDto> {
    const signedIn = requireSignedIn(caller, ValidationMessages.notAuthenticated);
    return this.identity.send<UserDto>(IdentityPatterns.updateProfile, signedIn, { userId: id, changes: body ?? {} });
  }
}
