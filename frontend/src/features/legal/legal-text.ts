export interface LegalDocument {
  title: string;
  updated: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export const TERMS: LegalDocument = {
  title: 'Terms of Service',
  updated: 'November 22, 2026',
  sections: [
    { heading: 'Who may use Cannaverse', paragraphs: [
      'Cannaverse is for adults aged 21 or older. By using it you confirm that you are at least 21 and that using cannabis-related information is legal where you live.',
      'Cannaverse shares information and community experience. It is not medical advice and does not sell or broker cannabis.',
    ] },
    { heading: 'Your account', paragraphs: [
      'Keep your password to yourself; you are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
    ] },
    { heading: 'What you post', paragraphs: [
      'You keep the rights to the photos, videos and words you post, and give us permission to show them on Cannaverse. Do not post anything illegal, anything that offers cannabis for sale, content that harasses others, or other people\'s private information.',
      'We may remove content or suspend accounts that break these rules.',
    ] },
    { heading: 'Memberships', paragraphs: [
      'Paid plans renew each month or year until you cancel. You can cancel anytime from account settings and keep your benefits until the end of the period you paid for. There are no long-term contracts; plan changes take effect at the next billing cycle.',
    ] },
  ],
};

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  updated: 'November 26, 2026',
  sections: [
    { heading: 'What we store', paragraphs: [
      'Your account: username, email address, a one-way hash of your password (we never store the password itself), and the profile details you choose to add (display name, bio, location, website, pronouns, avatar).',
      'What you create: posts, photos and videos, comments, likes, follows, reactions, stories and direct messages.',
      'Your membership plan and its renewal date. If you subscribe to the newsletter, your email address and your consent choices.',
    ] },
    { heading: 'Photos and location', paragraphs: [
      'When you upload a photo we re-encode it and remove its embedded metadata, including camera GPS location, before anyone can see it.',
    ] },
    { heading: 'Direct messages', paragraphs: [
      'Your direct messages are private between you and the other member. You choose who may message you (everyone, people you follow, or nobody) and you can block a member; a blocked member cannot message you, follow you or comment on your posts, and is not told that you blocked them.',
      'Administrators see message text in two cases only. First, when you or the other member reports a message: the administrators see that message, who sent and received it, who reported it and the reason. Second, when an administrator looks up one member\'s messages to investigate abuse. Every time an administrator sees message text, we record who looked, whose messages, when and why; administrators cannot change or delete that record.',
      'To review reports, our moderation system keeps its own copy of every direct message, with who sent and received it, when, and whether it was read. It keeps a message\'s text for 30 days after it was sent; a reported message\'s text while the report is open and for 30 days after it was decided. After that only who wrote to whom and when remains. If you report a message, you are told in the app when an administrator has reviewed it (resolved or dismissed).',
    ] },
    { heading: 'Cookies and browser storage', paragraphs: [
      'We use one cookie, the session cookie that keeps you signed in. It cannot be read by scripts and is sent only to Cannaverse. We use no advertising or tracking cookies.',
      'Your browser also keeps a few small flags on your device: that you confirmed you are 21 or older, your progress in the tutorial and profile setup, and a random ad-session id used to count ad views without identifying you.',
    ] },
    { heading: 'Age rule', paragraphs: [
      'Cannaverse is only for adults aged 21 or older. We do not knowingly collect information from anyone younger; if we learn of such an account we delete it.',
    ] },
    { heading: 'How long we keep it', paragraphs: [
      'What you create stays until you delete it or delete your account. Stream recordings are kept 30 days. Sign-ins last 30 days unless you sign out.',
      'Our services pass changes to each other as events. The event log keeps each event, direct messages included, for 30 days; each service\'s copy of the events it sent is deleted 7 days after sending, and its record of the events it received after 30 days. Our logs never contain message text.',
      'Failed deliveries between our services are kept 30 days for an engineer to retry. Backups are kept as long as docs/deploy.md states for the deployment and are overwritten in turn.',
    ] },
    { heading: 'Your choices', paragraphs: [
      'You can edit your profile at any time, unsubscribe from the newsletter, and delete your account in Settings.',
      'Deleting your account signs you out everywhere at once, and within a minute every part of Cannaverse erases what it holds about you: your profile and photo, posts with their photos and videos, comments, likes, follows, blocks, your direct messages (from both sides of each conversation), stories, reactions, ratings, streams and recordings, chat lines and notifications. Your username stays reserved so nobody can pass as you; posts by others that mention you stay as written. Reports you made stay for our moderators without your name, and a record that the deletion happened (your account id and the times each part finished) is kept 90 days. A paid plan ends with the account; the demo payment provider keeps no invoices, so no billing record is kept.',
    ] },
  ],
};
