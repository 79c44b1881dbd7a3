import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'ghost';

export interface ButtonLook {
  $variant?: Variant;
  $block?: boolean;
}

/** Shared with ButtonLink.tsx (kept apart so the landing page's buttons do not pull in the router). */
export const buttonLook = css<ButtonLook>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 18px;
  border-radius: 10px;
  border: 1px solid transparent;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`background: ${theme.colors.brandDark}; color: #fff;`;
      case 'secondary':
        return css`background: ${theme.colors.surface}; color: ${theme.colors.brandDark}; border-color: ${theme.colors.brandDark};`;
      case 'ghost':
        return css`background: transparent; color: ${theme.colors.text};`;
    }
  }}
`;

export const StyledButton = styled.button<ButtonLook>`
  ${buttonLook}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

/**
 * A small bordered button for actions inside a line of text or a dense row (Copy, Show, a chat
 * line's moderation actions): 32 px high, below the 44 px of a page's own buttons on purpose.
 */
export const smallButtonLook = css`
  min-height: 32px;
  padding: 2px 10px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
  cursor: pointer;
`;

export const StyledSmallButton = styled.button`
  ${smallButtonLook}
`;
