import type { SubscribeInput } from '@cannaverse/contracts';
import { optional, str } from '../../openapi/schema-props.js';
import { ErrorResponse } from '../../openapi/route-docs.js';

export class SubscribeBody implements SubscribeInput {
  @str({ format: 'email' }) email!: string;
}

export class SubscribedResponse {
  @str({ example: "You've been added to our mailing list." }) message!: string;
}

/**
 * The landing page reads `error` (spec); `message` carries the same text. Errors the gateway itself
 * answers before the identity service (a body that is not JSON) have only `message`.
 */
export class NewsletterErrorResponse extends ErrorResponse {
  @str({ ...optional, example: 'Please enter a valid email address.' }) error?: string;
}
