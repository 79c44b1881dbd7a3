import { mayMessage, type MessagePermissionFacts } from '../src/messages/message-permission.js';

describe('mayMessage', () => {
  it.each<[string, MessagePermissionFacts, boolean]>([
    ['everyone, not followed', { blocked: false, allowMessagesFrom: 'everyone', receiverFollowsSender: false }, true],
    ['everyone, followed', { blocked: false, allowMessagesFrom: 'everyone', receiverFollowsSender: true }, true],
    ['people I follow, followed', { blocked: false, allowMessagesFrom: 'following', receiverFollowsSender: true }, true],
    ['people I follow, a stranger', { blocked: false, allowMessagesFrom: 'following', receiverFollowsSender: false }, false],
    ['nobody, even followed', { blocked: false, allowMessagesFrom: 'nobody', receiverFollowsSender: true }, false],
    ['blocked, whatever the setting', { blocked: true, allowMessagesFrom: 'everyone', receiverFollowsSender: true }, false],
    ['blocked and people I follow', { blocked: true, allowMessagesFrom: 'following', receiverFollowsSender: true }, false],
  ])('%s', (_name, facts, expected) => {
    expect(mayMessage(facts)).toBe(expected);
  });
});
