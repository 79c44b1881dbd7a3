import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledCard, StyledPage, StyledPageHeader } from '../../app/ui/Card';
import { ConversationList } from './components/ConversationList';
import { ReportOutcomeNotices } from './components/ReportOutcomeNotices';

/** /messages: the inbox (the spec shows only a conversation; members expect a list of them). */
export default function MessagesPage() {
  return (
    <StyledNarrowPage>
      <StyledHeading>
        <h1>Messages</h1>
        <Link to="/settings">Message settings</Link>
      </StyledHeading>
      <ReportOutcomeNotices />
      <StyledCard>
        <ConversationList />
      </StyledCard>
    </StyledNarrowPage>
  );
}

const StyledNarrowPage = styled(StyledPage)`
  max-width: 760px;
`;

const StyledHeading = styled(StyledPageHeader)`
  align-items: baseline;
  margin-bottom: 12px;
  a { min-height: 44px; display: inline-flex; align-items: center; font-weight: 600; }
`;
