import styled from 'styled-components';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { StyledButtonLink } from '../../app/ui/ButtonLink';
import { UserAvatar } from '../../app/ui/UserAvatar';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { BlockedMembersList } from '../blocks/components/BlockedMembersList';
import { MutedMembersList } from '../blocks/components/MutedMembersList';
import { MutedWordsForm } from '../blocks/components/MutedWordsForm';
import { MessagePrivacyForm } from '../messages/components/MessagePrivacyForm';
import { EmailSection } from './components/EmailSection';
import { MembershipSection } from './components/MembershipSection';
import { PasswordSection } from './components/PasswordSection';
import { SessionsSection } from './components/SessionsSection';
import { DeleteAccountSection } from './components/DeleteAccountSection';
import { DataExportSection } from './components/DataExportSection';
import { NotificationSettingsForm } from '../notifications/components/NotificationSettingsForm';

const SECTIONS = [
  ['settings-profile', 'Profile'], ['settings-password', 'Password'], ['settings-email', 'Email'], ['settings-sessions', 'Sessions'],
  ['settings-membership', 'Membership'], ['settings-notifications', 'Notifications'], ['settings-messages', 'Messages'], ['settings-blocked', 'Blocked members'],
  ['settings-muted', 'Muted members'], ['settings-muted-words', 'Muted words'],
  ['settings-data', 'Your data'], ['settings-delete', 'Delete account'],
] as const;

/** /settings (the top bar's Settings): the member's account, a copy of their data, down to deleting it. */
export default function SettingsPage() {
  const { user } = useCurrentUser();
  return (
    <StyledNarrowPage>
      <h1>Settings</h1>
      <nav aria-label="Settings sections">
        <ul>{SECTIONS.map(([id, label]) => <li key={id}><a href={`#${id}`}>{label}</a></li>)}</ul>
      </nav>
      <StyledCard aria-labelledby="settings-profile">
        <h2 id="settings-profile">Profile</h2>
        {user && (
          <StyledProfile>
            <UserAvatar user={user} size={56} linked={false} />
            <div>
              <strong>{user.displayName ?? user.username}</strong>
              <small>@{user.username}</small>
            </div>
            <StyledButtonLink to={`/profile/${user.id}`} $variant="secondary">Edit profile</StyledButtonLink>
          </StyledProfile>
        )}
        <p>Your name, photo, bio, pronouns, website and location are edited on your profile page.</p>
      </StyledCard>
      <StyledCard aria-labelledby="settings-password">
        <h2 id="settings-password">Password</h2>
        <PasswordSection />
      </StyledCard>
      <StyledCard aria-labelledby="settings-email">
        <h2 id="settings-email">Email</h2>
        <EmailSection email={user?.email} />
      </StyledCard>
      <StyledCard aria-labelledby="settings-sessions">
        <h2 id="settings-sessions">Sessions</h2>
        <p>The browsers signed in to your account.</p>
        <SessionsSection />
      </StyledCard>
      <StyledCard aria-labelledby="settings-membership">
        <h2 id="settings-membership">Membership</h2>
        <MembershipSection />
      </StyledCard>
      <StyledCard aria-labelledby="settings-notifications" id="notifications">
        <h2 id="settings-notifications">Notifications</h2>
        <NotificationSettingsForm />
      </StyledCard>
      <StyledCard aria-labelledby="settings-messages">
        <h2 id="settings-messages">Messages</h2>
        <MessagePrivacyForm />
      </StyledCard>
      <StyledCard aria-labelledby="settings-blocked">
        <h2 id="settings-blocked">Blocked members</h2>
        <BlockedMembersList />
      </StyledCard>
      <StyledCard aria-labelledby="settings-muted">
        <h2 id="settings-muted">Muted members</h2>
        <p>You don&apos;t see their posts, comments, stories or chat messages. They are not told.</p>
        <MutedMembersList />
      </StyledCard>
      <StyledCard aria-labelledby="settings-muted-words">
        <h2 id="settings-muted-words">Muted words</h2>
        <MutedWordsForm />
      </StyledCard>
      <StyledCard aria-labelledby="settings-data">
        <h2 id="settings-data">Your data</h2>
        <DataExportSection />
      </StyledCard>
      <StyledCard aria-labelledby="settings-delete">
        <h2 id="settings-delete">Delete account</h2>
        <DeleteAccountSection />
      </StyledCard>
    </StyledNarrowPage>
  );
}

const StyledNarrowPage = styled(StyledPage)`
  max-width: 760px;
  display: flex;
  flex-direction: column;
  gap: 16px;
  h1 { margin: 0; }
  h2 { margin: 0 0 12px; font-size: 1.15rem; scroll-margin-top: 72px; }
  form { display: flex; flex-direction: column; gap: 4px; align-items: flex-start; }
  form > div { align-self: stretch; }
  > nav ul { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 0; padding: 0; list-style: none; }
`;

const StyledProfile = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  > div { display: flex; flex-direction: column; flex: 1; min-width: 0; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;
