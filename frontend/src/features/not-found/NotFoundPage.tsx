import { Link } from 'react-router-dom';
import { StyledPage } from '../../app/ui/Card';

export default function NotFoundPage() {
  return (
    <StyledPage>
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <Link to="/">Go home</Link>
    </StyledPage>
  );
}
