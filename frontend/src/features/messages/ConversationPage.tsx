import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../../app/api';
import { StyledCard, StyledPage } from '../../app/ui/Card';
import { useCurrentUser } from '../accounts/hooks/useCurrentUser';
import { useGetUserQuery } from '../profiles/api/profilesApi';
import { ConversationHeader } from './components/ConversationHeader';
import { MessageList } from './components/MessageList';
import { ReportOutcomeNotices } from './components/ReportOutcomeNotices';
import { SendMessageForm } from './components/SendMessageForm';
import { MessageRefusal } from './components/MessageRefusal';
import { useGetMessageStatusQuery } from '../blocks/api/mutesApi';

/** /messages/{userId}: the conversation with one member. */
export default function ConversationPage() {
  const { id = '' } = useParams();
  const { user: me } = useCurrentUser();
  const isSelf = me?.id === id;
  const { data: profile, error, isLoading } = useGetUserQuery(id, { skip: !id || isSelf });
  const { data: status } = useGetMessageStatusQuery(id, { skip: !id || isSelf });

  // Nobody messages themselves: the old top-bar link pointed here, so it lands on the inbox.
  if (isSelf) return <Navigate to="/messages" replace />;
  if (isLoading) return <StyledPage><p role="status">Loading...</p></StyledPage>;
  if (error || !profile || !me) {
    const notFound = !error || (isApiError(error) && error.status === 404);
    return <StyledPage><StyledCard role="alert"><h1>{notFound ? 'User not found' : 'Unable to load profile information'}</h1></StyledCard></StyledPage>;
  }
  return (
    <StyledNarrowPage>
      <StyledBack to="/messages">← All messages</StyledBack>
      <ReportOutcomeNotices />
      <StyledCard>
        <ConversationHeader profile={profile} />
        <MessageList userId={profile.id} meId={me.id} canWrite={status?.canMessage !== false} />
        {status && !status.canMessage
          ? <MessageRefusal userId={profile.id} username={profile.username} blockedByMe={status.blockedByMe} />
          : <SendMessageForm userId={profile.id} />}
      </StyledCard>
    </StyledNarrowPage>
  );
}

const StyledNarrowPage = styled(StyledPage)`
  max-width: 760px;
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: 8px;
  text-decoration: none;
  font-weight: 600;
`;
