import styled from 'styled-components';

/** Label/value pairs of a strain section (growing information, the members report). */
export const StyledFactList = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, auto) minmax(0, 1fr);
  gap: 8px 14px;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; }
`;
