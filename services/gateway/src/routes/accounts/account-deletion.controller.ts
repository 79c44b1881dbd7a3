import { Body, Controller, Delete, HttpCode, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountMessages, IdentityPatterns, type DeleteAccountAnswer, type Caller } from '@cannaverse/contracts';
import { InputMessages, ServiceClient, serviceClientToken } from '@cannaverse/platform';
import { CurrentCaller, requireSignedIn } from '../../session/actor.js';
import { MemberSessions } from '../../session/member-sessions.js';
import { SESSION_COOKIE } from '../../session/session.constants.js';
import { Route } from '../../openapi/route-docs.js';
import { DeleteAccountBody, DeleteAccountResponse } from './account-deletion.schemas.js';

/**
 * `DELETE /api/me` (issue 25): identity checks the password and closes the account; then every
 * session of the member ends here (the per-member session index, member-sessions.ts), this
 * browser's included. Each service erases its part when identity's event reaches it.
 */
@ApiTags('accounts')
@Controller('api')
export class AccountDeletionController {
  constructor(
    @Inject(serviceClientToken('identity')) private readonly identity: ServiceClient,
    private readonly sessions: MemberSessions,
  ) {}

  @Route({
    summary: 'Delete the account', audience: 'member', body: DeleteAccountBody, ok: DeleteAccountResponse, status: 202, limit: 'account-changes',
    description: 'Signs the member out everywhere and refuses their logins at once; every service then erases what it holds about them '
      + '(posts, comments, likes, follows, direct messages, stories, reactions, streams, chat lines, notifications, files) within a minute. '
      + 'Reports the member made keep no reporter. docs/privacy.md says what is kept and how long.',
    errors: {
      400: ['Password is required', InputMessages.unknownField('<name>')],
      403: [AccountMessages.wrongPassword],
    },
  })
  @Delete('me')
  @HttpCode(202)
  async deleteAccount(
    @Body() body: unknown, @CurrentCaller() caller: Caller, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DeleteAccountAnswer> {
    const signedIn = requireSignedIn(caller);
    const answer = await this.identity.send<DeleteAccountAnswer>(IdentityPatterns.deleteAccount, signedIn, body ?? {});
    // Every session of the member, on every browser (no handle is kept: none is spared).
    await this.sessions.endOthers(signedIn.actor.id, undefined);
    await request.session.destroy();
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return answer;
  }
}
