import { Link } from 'react-router-dom';
import { StyledButton } from '../../../app/ui/Button';

/** On another member's profile: opens the conversation with them. */
export function MessageButton({ userId }: { userId: string }) {
  return <StyledButton as={Link} to={`/messages/${userId}`} $variant="secondary">Message</StyledButton>;
}
