import { Link } from 'react-router-dom';
import { StyledCard, StyledPage } from '../../app/ui/Card';

/**
 * Member areas of the route table whose screens ship in later releases (strain library, grow
 * guides, stories, community, live, messages, admin): an honest page instead of a dead link.
 */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <StyledPage>
      <StyledCard>
        <h1>{title}</h1>
        <p>This part of Cannaverse is being built and opens soon. Meanwhile, share your grow on the <Link to="/">home feed</Link>.</p>
      </StyledCard>
    </StyledPage>
  );
}
