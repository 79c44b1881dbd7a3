import { ContentPatterns, EVENT_STREAM, MemberExportPatterns, EVENT_SUBJECT_PREFIX, NotificationsEvents, SERVICES, SocialEvents, SocialPatterns, StreamingPatterns, type ServiceName } from '@cannaverse/contracts';
import { DEAD_LETTER_PREFIX, DEAD_LETTER_STREAM } from '../events/jetstream.js';
import { deadLetterReplayPattern } from '../events/dead-letters.js';

/**
 * Who may say what on NATS. Every process connects with its own user (NATS_USER / NATS_PASSWORD),
 * and the server enforces these permissions, so a pod that can reach NATS cannot act as a member,
 * or as an admin, by putting an actor in a request payload:
 *
 * - Requests carrying an actor (`<service>.<entity>.<verb>`) may be published by the gateway only.
 *   Each operator command has a user of its own that may send exactly its job's requests: `ops`
 *   the strain import, `ops_renditions` the renditions backfill, `ops_events` reading the dead
 *   letters and asking a service to replay one of its own. A service subscribes to its own subjects
 *   only, answers through `allow_responses` (to the reply subject of a request it received), and
 *   publishes only its own events (`events.<service>.>`) and its own dead letters.
 * - JetStream: a service reaches the event stream and its own durable consumer, nothing else.
 * - Replies come back on a per-user inbox prefix (`_INBOX_<user>`), so no one can listen to
 *   answers meant for another user.
 *
 * One table renders the nats-server config for `npm start`, the tests, compose and Kubernetes
 * (`renderNatsConfig`; infra/nats/nats.conf is checked against it).
 */
export type OperatorUser = 'ops' | 'ops_renditions' | 'ops_events';
export type NatsUser = ServiceName | 'gateway' | OperatorUser;
export const OPERATOR_USERS: readonly OperatorUser[] = ['ops', 'ops_renditions', 'ops_events'];
export const NATS_USERS: readonly NatsUser[] = ['gateway', ...SERVICES, ...OPERATOR_USERS];

const isOperator = (user: NatsUser): user is OperatorUser => (OPERATOR_USERS as readonly string[]).includes(user);

/** What each operator command may send (and nothing else). */
const OPERATOR_PUBLISH: Record<OperatorUser, string[]> = {
  ops: [ContentPatterns.importStrains],
  ops_renditions: [SocialPatterns.backfillRenditions],
  ops_events: [
    '$JS.API.INFO', `$JS.API.STREAM.INFO.${DEAD_LETTER_STREAM}`, `$JS.API.STREAM.MSG.GET.${DEAD_LETTER_STREAM}`,
    ...SERVICES.map((service) => deadLetterReplayPattern(service)),
  ],
};

/**
 * The few requests one service may send another (no actor: a service-to-service read). Moderation
 * asks a reported target's owning service whether it exists and for its snapshot (issue 24).
 */
const SERVICE_REQUESTS: Partial<Record<ServiceName, string[]>> = {
  moderation: [SocialPatterns.reportTarget, ContentPatterns.reportTarget, StreamingPatterns.reportTarget],
  // Identity's data export job asks every service for its part of one member's data (issue 25).
  identity: Object.values(MemberExportPatterns),
};

/**
 * Service-to-service requests the gateway must not send although they sit under `<service>.>`:
 * they carry a member id without an actor, so only the service that runs the job may ask.
 */
const GATEWAY_DENIED = [...Object.values(MemberExportPatterns)];

export interface NatsPermissions {
  publish: { allow: string[]; deny?: string[] };
  subscribe: { allow: string[] };
  /** Lets the user publish one reply to the reply subject of each request it received. */
  allow_responses?: boolean;
}

export const natsInboxPrefix = (user: string) => `_INBOX_${user}`;

/** The events the gateway pushes to members' open apps (Server-Sent Events). */
export const GATEWAY_LIVE_UPDATES = [NotificationsEvents.created, SocialEvents.messageSent] as const;

/** The live channel's fan-out between streaming replicas (`streaming.live.<streamId>`). */
const LIVE_BUS = 'streaming.live.>';

function jetStreamAccess(service: ServiceName): string[] {
  const durable = `${service}-events`;
  return [
    '$JS.API.INFO',
    `$JS.API.STREAM.INFO.${EVENT_STREAM}`,
    `$JS.API.STREAM.CREATE.${EVENT_STREAM}`,
    `$JS.API.STREAM.INFO.${DEAD_LETTER_STREAM}`,
    `$JS.API.STREAM.CREATE.${DEAD_LETTER_STREAM}`,
    // An operator's replay: the service reads its dead letter and removes it once applied.
    `$JS.API.STREAM.MSG.GET.${DEAD_LETTER_STREAM}`,
    `$JS.API.STREAM.MSG.DELETE.${DEAD_LETTER_STREAM}`,
    `$JS.API.CONSUMER.INFO.${EVENT_STREAM}.${durable}`,
    `$JS.API.CONSUMER.CREATE.${EVENT_STREAM}.${durable}`,
    `$JS.API.CONSUMER.CREATE.${EVENT_STREAM}.${durable}.>`,
    `$JS.API.CONSUMER.DURABLE.CREATE.${EVENT_STREAM}.${durable}`,
    `$JS.API.CONSUMER.MSG.NEXT.${EVENT_STREAM}.${durable}`,
    `$JS.ACK.${EVENT_STREAM}.${durable}.>`,
  ];
}

export function natsPermissions(user: NatsUser): NatsPermissions {
  if (user === 'gateway') {
    return {
      publish: { allow: SERVICES.map((service) => `${service}.>`), deny: [LIVE_BUS, ...GATEWAY_DENIED] },
      // Plus the two events an open app learns of at once (a new notification, a new direct message),
      // read as they pass on their way into JetStream (issue 26; routes/live-updates).
      subscribe: { allow: [`${natsInboxPrefix(user)}.>`, ...GATEWAY_LIVE_UPDATES.map((name) => `${EVENT_SUBJECT_PREFIX}.${name}`)] },
    };
  }
  if (isOperator(user)) {
    return { publish: { allow: OPERATOR_PUBLISH[user] }, subscribe: { allow: [`${natsInboxPrefix(user)}.>`] } };
  }
  const live = user === 'streaming' ? [LIVE_BUS] : [];
  return {
    publish: { allow: [`${EVENT_SUBJECT_PREFIX}.${user}.>`, `${DEAD_LETTER_PREFIX}.${user}.>`, ...jetStreamAccess(user), ...live, ...(SERVICE_REQUESTS[user] ?? [])] },
    subscribe: { allow: [`${user}.>`, `${natsInboxPrefix(user)}.>`] },
    allow_responses: true,
  };
}

export interface NatsServerConfigOptions {
  /** user → password, or a `$VARIABLE` the server reads from its environment (compose, Kubernetes). */
  passwords: Record<string, string>;
  /** Extra users with every permission (tests: the harness publishes other services' events). */
  superusers?: string[];
  port?: number;
  host?: string;
  jetStreamDir?: string;
  /** The HTTP monitoring port (`/healthz` for probes); off when unset. */
  monitorPort?: number;
}

const quoted = (value: string) => (value.startsWith('$') ? value : JSON.stringify(value));
const list = (values: string[]) => `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;

/**
 * The `authorization` block for these users (nats-server's own format). With passwords written as
 * `$GATEWAY_NATS_PASSWORD` etc., nats-server reads them from its environment (compose, Kubernetes).
 */
export function renderNatsAuthorization(options: Pick<NatsServerConfigOptions, 'passwords' | 'superusers'>): string {
  const users = Object.entries(options.passwords).map(([user, password]) => {
    if (options.superusers?.includes(user)) return `    { user: ${JSON.stringify(user)}, password: ${quoted(password)} }`;
    if (!(NATS_USERS as readonly string[]).includes(user)) throw new Error(`no NATS permissions defined for ${user}`);
    const permissions = natsPermissions(user as NatsUser);
    const publish = `publish: { allow: ${list(permissions.publish.allow)}${permissions.publish.deny ? `, deny: ${list(permissions.publish.deny)}` : ''} }`;
    const subscribe = `subscribe: { allow: ${list(permissions.subscribe.allow)} }`;
    const responses = permissions.allow_responses ? ', allow_responses: true' : '';
    return `    { user: ${JSON.stringify(user)}, password: ${quoted(password)}, permissions: { ${publish}, ${subscribe}${responses} } }`;
  });
  return ['authorization: {', '  users: [', users.join(',\n'), '  ]', '}', ''].join('\n');
}

/** The passwords of every product user as environment references: `$<USER>_NATS_PASSWORD`. */
export const natsPasswordVariables = (): Record<string, string> =>
  Object.fromEntries(NATS_USERS.map((user) => [user, `$${user.toUpperCase()}_NATS_PASSWORD`]));

/** A whole nats-server configuration file (npm start, the tests). */
export function renderNatsConfig(options: NatsServerConfigOptions): string {
  return [
    '# Generated from libs/platform/src/nats/nats-permissions.ts: edit the table there.',
    ...(options.host ? [`host: ${JSON.stringify(options.host)}`] : []),
    ...(options.port !== undefined ? [`port: ${options.port}`] : []),
    ...(options.monitorPort !== undefined ? [`http_port: ${options.monitorPort}`] : []),
    options.jetStreamDir ? `jetstream: { store_dir: ${JSON.stringify(options.jetStreamDir)} }` : 'jetstream: {}',
    renderNatsAuthorization(options),
  ].join('\n');
}
