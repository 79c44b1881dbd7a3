import { randomUUID } from 'node:crypto';
import { SocialEvents, type MessageSentEvent } from '@cannaverse/contracts';
import { startServiceHarness, type ServiceHarness } from '@cannaverse/platform/testing';
import { AppModule } from '../src/app.module.js';
import { loadModerationConfig, type ModerationConfig } from '../src/config.js';

export { rpcFailure, waitFor } from '@cannaverse/platform/testing';

export type ModerationHarness = ServiceHarness<ModerationConfig>;

/** The moderation service on the kit's harness (its own nats-server, database). */
export const startModeration = (options: { start?: boolean } = {}): Promise<ModerationHarness> =>
  startServiceHarness({ service: 'moderation', loadConfig: loadModerationConfig, appModule: AppModule.register, ...options });

/** A message as social announces it; resolves once the service has copied it (when running). */
export async function sendMessageEvent(harness: ModerationHarness, from: { id: string }, to: { id: string }, content: string, wait = true): Promise<MessageSentEvent> {
  const event: MessageSentEvent = { messageId: randomUUID(), senderId: from.id, receiverId: to.id, content, createdAt: new Date().toISOString() };
  await harness.publish(SocialEvents.messageSent, event);
  if (wait) await harness.waitForConsumerIdle();
  return event;
}
