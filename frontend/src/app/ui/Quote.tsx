import styled from 'styled-components';

/**
 * Someone's words shown inside a form about them (the message or content being reported): set off by
 * a rule, line breaks kept, long words wrapped, and scrolled past a few lines so the form stays on
 * screen.
 */
export const StyledQuote = styled.blockquote`
  margin: 0 0 14px;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 140px;
  overflow: auto;
`;
