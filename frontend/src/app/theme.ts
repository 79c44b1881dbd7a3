export const theme = {
  colors: {
    brand: '#2e7d32',
    brandDark: '#1b5e20',
    brandLight: '#c8e6c9',
    accent: '#f9a825',
    text: '#1c2a1e',
    muted: '#52625a',
    surface: '#ffffff',
    background: '#f4f8f3',
    border: '#d5e2d6',
    danger: '#b3261e',
    focus: '#0b57d0',
  },
  radius: '12px',
  mobile: '768px',
  shadow: '0 2px 10px rgba(27, 94, 32, 0.08)',
} as const;

export type Theme = typeof theme;

/** Below this width (spec: 768 px) the top bar collapses into the mobile layout. */
export const MOBILE_QUERY = `(max-width: ${parseInt(theme.mobile, 10) - 1}px)`;
