import styled from 'styled-components';

export const StyledCard = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 20px;
`;

/** The title of a sidebar card (trending topics, trending strains, the community guide). */
export const StyledCardHeading = styled.h2`
  margin: 0 0 10px;
  font-size: 1.1rem;
`;

/** The content column of every member page; outside it there is only margin. */
export const PAGE_MAX_WIDTH = 1120;

export const StyledPage = styled.main`
  max-width: ${PAGE_MAX_WIDTH}px;
  margin: 0 auto;
  padding: 24px 16px 64px;
`;

/**
 * A page's (or a card's) header row: the heading or text on the left, actions or a link on the
 * right; wraps on phones. A page adds only its spacing: `styled(StyledPageHeader)` with a margin.
 */
export const StyledPageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 10px;
  h1, h2, p { margin: 0; }
  h1 { overflow-wrap: anywhere; }
  h2 { font-size: 1.15rem; }
`;
