import styled from 'styled-components';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { BlockedMembersList } from '../blocks/components/BlockedMembersList';
import { MessagePrivacyForm } from '../messages/components/MessagePrivacyForm';
import { NotificationSettingsForm } from '../notifications/components/NotificationSettingsForm';

/** /settings: who may message the member, which notifications they get, and the members they blocked (reached from the profile and the inbox). */
export default function SettingsPage() {
  return (
    <StyledNarrowPage>
      <h1>Settings</h1>
      <StyledCard aria-labelledby="settings-messages">
        <h2 id="settings-messages">Messages</h2>
        <MessagePrivacyForm />
      </StyledCard>
      <StyledCard aria-labelledby="settings-notifications" id="notifications">
        <h2 id="settings-notifications">Notifications</h2>
        <NotificationSettingsForm />
      </StyledCard>
      <StyledCard aria-labelledby="settings-blocked">
        <h2 id="settings-blocked">Blocked members</h2>
        <BlockedMembersList />
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
  h2 { margin: 0 0 12px; font-size: 1.15rem; }
`;
