import styled from 'styled-components';

export const PREMIUM_INCLUDED = 'Included in your Premium access.';

/**
 * A hub tab that is not built yet (spec: coming-soon placeholders). Only members who may open a
 * premium tab see it (the others find the tab disabled and the upgrade link above the tabs), so a
 * premium placeholder says it is included rather than asking them to upgrade (issue 27).
 */
export function ComingSoon({ title, text, premium }: { title: string; text: string; premium: boolean }) {
  return (
    <StyledSoon>
      <h2>{title} <small>Coming soon</small></h2>
      <p>{text}</p>
      {premium && <p className="included">{PREMIUM_INCLUDED}</p>}
    </StyledSoon>
  );
}

const StyledSoon = styled.section`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  h2 { margin: 0 0 8px; }
  small { font-size: 0.8rem; color: ${({ theme }) => theme.colors.muted}; font-weight: 600; text-transform: uppercase; letter-spacing: 0.05em; }
  p { color: ${({ theme }) => theme.colors.muted}; }
  .included { font-weight: 600; color: ${({ theme }) => theme.colors.text}; }
`;
