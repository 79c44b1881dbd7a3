// Wording and limits of direct messages, apart from their yup schemas: the web app's top bar
// (unread count) needs the limits on every page, and must not pull yup in with them.
/** Limits of direct messages; the spec names none beyond "trimmed and non-empty" (core §5). */
export const MessageLimits = {
  /** Long enough for a paragraph or two, short enough to read in the 400 px box. */
  contentMax: 2000,
  /** The conversation screen's first page and each older page. */
  conversationPage: 50,
} as const;

/** What the messages, settings and blocks calls answer with (never more than this about a block). */
export const DirectMessageMessages = {
  contentRequired: 'Message cannot be empty',
  contentMax: `Message can't exceed ${MessageLimits.contentMax} characters`,
  cannotMessageSelf: "You can't message yourself",
  /** Refused by a block or by the receiver's setting; deliberately says no more (which one it was). */
  cannotMessage: "You can't message this member",
  userNotFound: 'User not found',
  invalidPrivacy: "allowMessagesFrom must be 'everyone', 'following' or 'nobody'",
  cannotBlockSelf: "You can't block yourself",
  cannotFollow: "You can't follow this member",
  cannotComment: "You can't comment on this post",
} as const;
