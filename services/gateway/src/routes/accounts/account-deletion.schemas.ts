import type { DeleteAccountAnswer, DeleteAccountInput } from '@cannaverse/contracts';
import { dateTime, str } from '../../openapi/schema-props.js';

export class DeleteAccountBody implements DeleteAccountInput {
  @str({ format: 'password', description: 'The account\'s password.' }) password!: string;
}

export class DeleteAccountResponse implements DeleteAccountAnswer {
  @str({ description: 'Always `deleting`.' }) status!: 'deleting';
  @dateTime() requestedAt!: string;
}
