import { Body, Controller, Get, Inject, Param, Patch, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdentityPatterns, ValidationMessages, type Actor, type ProfileDto, type UserDto } from '@cannaverse/contracts';
import { RpcError, serviceClientToken, ServiceClient } from '@cannaverse/platform';
import { CurrentActor, requireSignedIn } from '../../session/actor.js';
import { UploadService } from '../media/upload.service.js';
import { ProfileComposer } from './profile-composer.js';

/** Profile pages and edits (identity's profiles feature, with social's counts composed in). */
@ApiTags('profiles')
@Controller('api/users')
export class ProfilesController {
  constructor(
    @Inject(serviceClientToken('identity')) private readonly identity: ServiceClient,
    private readonly uploads: UploadService,
    private readonly profiles: ProfileComposer,
  ) {}

  @Get(':id')
  get(@Param('id') id: string, @CurrentActor() actor: Actor | null): Promise<ProfileDto> {
    return this.profiles.compose(id, actor);
  }

  /** The wizard's save (spec: PATCH). Same partial-update rules as PUT. */
  @Patch(':id')
  patch(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<UserDto> {
    return this.update(id, body, actor);
  }

  /** The profile dialog's save (spec: PUT). */
  @Put(':id')
  put(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor | null): Promise<UserDto> {
    return this.update(id, body, actor);
  }

  @Put(':id/avatar')
  async avatar(@Param('id') id: string, @Req() request: FastifyRequest, @CurrentActor() actor: Actor | null): Promise<UserDto> {
    const signedIn = requireSignedIn(actor, ValidationMessages.notAuthenticated);
    // Identity decides (requireSelf); asking here first means a stranger's bytes are never read or stored.
    if (signedIn.id !== id.toLowerCase()) throw RpcError.forbidden('You can only change your own profile');
    const uploadKey = await this.uploads.stageAvatar(request, signedIn.id);
    return this.identity.send<UserDto>(IdentityPatterns.setAvatar, signedIn, { userId: id, uploadKey });
  }

  private update(id: string, body: unknown, actor: Actor | null): Promise<UserDto> {
    const signedIn = requireSignedIn(actor, ValidationMessages.notAuthenticated);
    return this.identity.send<UserDto>(IdentityPatterns.updateProfile, signedIn, { userId: id, changes: body ?? {} });
  }
}
