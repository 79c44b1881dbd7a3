import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdentityPatterns, NotificationMessages, SocialMessages, USERNAME_LOOKUP_MAX, type AuthorCard, type UserCard, type Caller } from '@cannaverse/contracts';
import { RpcError, ServiceClient, serviceClientToken } from '@cannaverse/platform';
import { CurrentCaller } from '../../session/actor.js';
import { Route } from '../../openapi/route-docs.js';
import { AuthorCardResponse } from '../accounts/accounts.schemas.js';

const toAuthorCard = ({ id, username, displayName, avatar }: UserCard): AuthorCard => ({ id, username, displayName, avatar });
const USERNAME = /^[A-Za-z0-9_.-]{1,50}$/;

/**
 * Members by username (profiles are addressed by id): the web app turns `@username` in posts and
 * comments into profile links with one look-up for all the names on screen (identity answers).
 */
@ApiTags('profiles')
@Controller('api/users/by-username')
export class UsersByUsernameController {
  constructor(@Inject(serviceClientToken('identity')) private readonly identity: ServiceClient) {}

  @Route({
    summary: 'The members of some usernames (mentions as links)', audience: 'optional', ok: [AuthorCardResponse],
    description: `\`usernames\`: comma-separated, any case, at most ${USERNAME_LOOKUP_MAX}. A name that is no member is left out of the answer.`,
    query: [{ name: 'usernames', required: true, schema: { type: 'string' }, description: 'For example `alice,Bob_1`.' }],
    errors: { 400: [NotificationMessages.usernamesInvalid] },
  })
  @Get()
  async many(@Query('usernames') usernames: unknown, @CurrentCaller() caller: Caller): Promise<AuthorCard[]> {
    const names = typeof usernames === 'string' ? usernames.split(',').map((name) => name.trim()).filter(Boolean) : null;
    if (!names || names.length === 0 || names.length > USERNAME_LOOKUP_MAX || !names.every((name) => USERNAME.test(name))) {
      throw RpcError.badRequest(NotificationMessages.usernamesInvalid);
    }
    return (await this.identity.send<UserCard[]>(IdentityPatterns.getUsersByUsernames, caller, { usernames: names })).map(toAuthorCard);
  }

  @Route({
    summary: 'A member by username', audience: 'optional', ok: AuthorCardResponse,
    params: { username: { type: 'string', description: 'Any case.' } },
    errors: { 404: [SocialMessages.userNotFound] },
  })
  @Get(':username')
  async one(@Param('username') username: string, @CurrentCaller() caller: Caller): Promise<AuthorCard> {
    if (!USERNAME.test(username)) throw RpcError.notFound(SocialMessages.userNotFound);
    const [card] = await this.identity.send<UserCard[]>(IdentityPatterns.getUsersByUsernames, caller, { usernames: [username] });
    if (!card) throw RpcError.notFound(SocialMessages.userNotFound);
    return toAuthorCard(card);
  }
}
