import type { AuthorCard, LoginInput, RegisterInput, UserDto } from '@cannaverse/contracts';
import { bool, dateTime, optional, str, strOrNull, uuid } from '../../openapi/schema-props.js';

/** `UserDto`: a member as the API shows it. */
export class UserResponse implements UserDto {
  @uuid() id!: string;
  @str() username!: string;
  @strOrNull({ ...optional, description: 'Only on the member\'s own account.' }) email?: string | null;
  @strOrNull() displayName!: string | null;
  @strOrNull() bio!: string | null;
  @strOrNull({ description: 'URL of the avatar image.' }) avatar!: string | null;
  @strOrNull() location!: string | null;
  @strOrNull() website!: string | null;
  @strOrNull() pronouns!: string | null;
  @bool() isAdmin!: boolean;
  @dateTime() createdAt!: string;
}

/** `AuthorCard`: the author of a post, comment, story or chat line. */
export class AuthorCardResponse implements AuthorCard {
  @uuid() id!: string;
  @str() username!: string;
  @strOrNull() displayName!: string | null;
  @strOrNull() avatar!: string | null;
}

export class RegisterBody implements RegisterInput {
  @str() username!: string;
  @str({ format: 'email' }) email!: string;
  @str({ format: 'password' }) password!: string;
  @strOrNull(optional) name?: string | null;
  @bool(optional) marketingConsent?: boolean;
  @bool(optional) subscribeToNewsletter?: boolean;
}

export class LoginBody implements LoginInput {
  @str() username!: string;
  @str({ format: 'password' }) password!: string;
}
