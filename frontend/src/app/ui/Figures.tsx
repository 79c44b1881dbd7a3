import styled from 'styled-components';

/** Big numbers with their label underneath (Overview counters, dashboard figures); a `<dl>` of `<div><dt/><dd/></div>`. */
export const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  margin: 0 0 20px;
  div { padding: 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 10px; background: ${({ theme }) => theme.colors.surface}; display: flex; flex-direction: column-reverse; }
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-size: 1.8rem; font-weight: 800; }
`;
