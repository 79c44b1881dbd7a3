import {
  SuspensionLimits, type MemberSuspensionStateDto, type SuspendMemberInput, type SuspensionDto, type SuspensionLiftedDto,
} from '@cannaverse/contracts';
import { dateTime, dateTimeOrNull, intOrNull, objOrNull, optional, str, uuid } from '../../openapi/schema-props.js';

export class SuspendMemberBody implements SuspendMemberInput {
  @intOrNull({ minimum: SuspensionLimits.daysMin, maximum: SuspensionLimits.daysMax, description: 'How many days; `null` for a permanent suspension (the key is required).' })
  days!: number | null;
  @str({ maxLength: SuspensionLimits.reasonMax, description: 'Shown to the member when they try to sign in.' }) reason!: string;
}

export class SuspensionResponse implements SuspensionDto {
  @uuid() userId!: string;
  @dateTimeOrNull({ description: 'When it ends by itself; null: permanent.' }) until!: string | null;
  @str() reason!: string;
  @uuid() suspendedBy!: string;
  @dateTime() suspendedAt!: string;
}

export class MemberSuspensionStateResponse implements MemberSuspensionStateDto {
  @objOrNull(() => SuspensionResponse, { description: 'null when the member is not suspended (or a timed suspension ran out).' }) suspension!: SuspensionResponse | null;
}

export class SuspensionLiftedResponse implements SuspensionLiftedDto {
  @uuid() userId!: string;
  @dateTime() liftedAt!: string;
}

export class EndLivestreamBody {
  @str({ ...optional, maxLength: 500, description: 'Why, for the audit log.' }) reason?: string;
}
