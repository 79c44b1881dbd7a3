/**
 * Sprout, our assistant: a round green leafy character, drawn by us, in four poses.
 * Pure SVG so it is crisp at any size and costs no image request.
 */
export type MascotPose = 'waving' | 'wiggling' | 'idea' | 'crown';

const leaf = (x: number, y: number, rotate: number, fill = '#66bb6a') => (
  <path d="M0 0c6-10 18-12 26-8-4 10-16 14-26 8z" transform={`translate(${x} ${y}) rotate(${rotate})`} fill={fill} />
);

export function Mascot({ pose, size = 120, title }: { pose: MascotPose; size?: number; title?: string }) {
  const decorative = title === '';
  const label = title || `Sprout the mascot, ${pose === 'idea' ? 'with a lightbulb idea' : pose === 'crown' ? 'wearing a leaf crown' : pose === 'wiggling' ? 'wiggling with a vine' : 'waving'}`;
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" {...(decorative ? { 'aria-hidden': true, focusable: false } : { role: 'img', 'aria-label': label })}>
      {pose === 'wiggling' && (
        <path d="M14 100c10-8 4-18 14-24s4-18 12-22" stroke="#43a047" strokeWidth="4" fill="none" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" values="-4 30 80;4 30 80;-4 30 80" dur="1.6s" repeatCount="indefinite" />
        </path>
      )}
      {pose === 'crown' && (
        <g>
          {leaf(34, 24, -60, '#81c784')}
          {leaf(52, 16, -90, '#a5d6a7')}
          {leaf(70, 20, -120, '#81c784')}
        </g>
      )}
      <circle cx="60" cy="66" r="38" fill="#43a047" />
      <circle cx="60" cy="66" r="38" fill="url(#shine)" />
      <defs>
        <radialGradient id="shine" cx="0.35" cy="0.3" r="0.7">
          <stop offset="0" stopColor="#a5d6a7" stopOpacity="0.7" />
          <stop offset="1" stopColor="#2e7d32" stopOpacity="0" />
        </radialGradient>
      </defs>
      {pose !== 'crown' && <g>{leaf(48, 30, -70)}{leaf(58, 30, -110, '#81c784')}</g>}
      <circle cx="47" cy="60" r="6" fill="#fff" />
      <circle cx="73" cy="60" r="6" fill="#fff" />
      <circle cx="48" cy="61" r="3" fill="#1b3a1e" />
      <circle cx="74" cy="61" r="3" fill="#1b3a1e" />
      <path d="M48 78c6 7 18 7 24 0" stroke="#1b3a1e" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="40" cy="72" r="4" fill="#f48fb1" opacity="0.6" />
      <circle cx="80" cy="72" r="4" fill="#f48fb1" opacity="0.6" />
      {pose === 'waving' && (
        <g>
          <path d="M96 64c8-6 12-14 12-22" stroke="#43a047" strokeWidth="8" strokeLinecap="round" fill="none">
            <animateTransform attributeName="transform" type="rotate" values="0 96 64;-18 96 64;0 96 64" dur="1.2s" repeatCount="indefinite" />
          </path>
        </g>
      )}
      {pose === 'idea' && (
        <g transform="translate(88 8)">
          <circle cx="12" cy="12" r="10" fill="#fff59d" stroke="#f9a825" strokeWidth="2" />
          <rect x="8" y="22" width="8" height="6" rx="2" fill="#bdbdbd" />
          <path d="M12 6v8M8 10h8" stroke="#f9a825" strokeWidth="2" />
        </g>
      )}
    </svg>
  );
}
