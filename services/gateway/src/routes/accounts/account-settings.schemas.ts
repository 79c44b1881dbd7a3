import type { ChangeEmailInput, ChangePasswordInput, OnboardingStateDto, SessionDto } from '@cannaverse/contracts';
import { bool, dateTime, int, optional, str, strOrNull, uuid } from '../../openapi/schema-props.js';

/** `SessionDto`: one signed-in browser of the member. */
export class SessionResponse implements SessionDto {
  @uuid({ description: 'The session\'s public id (not the cookie).' }) id!: string;
  @bool({ description: 'The session of this request.' }) current!: boolean;
  @dateTime() createdAt!: string;
  @dateTime({ description: 'Updated at most every 5 minutes.' }) lastSeenAt!: string;
  @strOrNull({ description: 'The browser\'s User-Agent at sign-in (300 characters at most).' }) userAgent!: string | null;
}

export class EndedSessionsResponse {
  @int({ description: 'How many sessions ended.' }) ended!: number;
}

export class ChangePasswordBody implements ChangePasswordInput {
  @str({ format: 'password' }) currentPassword!: string;
  @str({ format: 'password', description: 'The same rules as at registration.' }) newPassword!: string;
}

export class ChangeEmailBody implements ChangeEmailInput {
  @str({ format: 'password' }) password!: string;
  @str({ format: 'email' }) email!: string;
}

export class OnboardingStateResponse implements OnboardingStateDto {
  @bool() profileSetupComplete!: boolean;
  @bool() tutorialCompleted!: boolean;
}

export class OnboardingUpdateBody implements Partial<OnboardingStateDto> {
  @bool({ ...optional, description: 'true marks the step done; a done step stays done.' }) profileSetupComplete?: boolean;
  @bool(optional) tutorialCompleted?: boolean;
}
