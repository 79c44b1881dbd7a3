import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonLook, type ButtonLook } from './Button';

/** A link that looks like a button (Read Guide, Share Your Story, Edit). */
export const StyledButtonLink = styled(Link)<ButtonLook>`
  ${buttonLook}
`;
