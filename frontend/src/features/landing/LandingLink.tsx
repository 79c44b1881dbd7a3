import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { startFullApp } from '../../app/app-switch';

export interface LandingLinkProps {
  to: string;
  /** Router state for the target screen (e.g. `{ tab: 'register' }` for /auth). */
  state?: unknown;
  className?: string;
  children?: ReactNode;
}

/**
 * On the landing page's own entry (src/landing-main.tsx) there is no router: a click puts the
 * target in the browser history the way React Router would (`usr` holds its state) and starts the
 * whole app, which then shows that screen. A modified click (new tab, etc.) stays a plain link.
 */
function StartAppLink({ to, state, className, children }: LandingLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    window.history.pushState({ usr: state ?? null, key: Math.random().toString(36).slice(2, 10), idx: 1 }, '', to);
    void startFullApp();
  };
  return <a href={to} className={className} onClick={onClick}>{children}</a>;
}

export type RenderLandingLink = (props: LandingLinkProps) => ReactNode;

/** Inside the whole app, the router's Link (router.tsx provides it); on the landing entry, StartAppLink. */
export const LandingLinkContext = createContext<RenderLandingLink>((props) => <StartAppLink {...props} />);

/** The landing page's links: no react-router import here, so the landing entry stays small. */
export function LandingLink(props: LandingLinkProps) {
  const renderLink = useContext(LandingLinkContext);
  return renderLink(props);
}
