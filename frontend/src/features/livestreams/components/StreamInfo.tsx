import styled from 'styled-components';
import { STREAM_RULES } from '@cannaverse/contracts';

/** The Info tab (spec §2): the description or 'No description provided.', and the four Stream Rules. */
export function StreamInfo({ description }: { description: string | null }) {
  return (
    <StyledInfo>
      <h3>About this stream</h3>
      <p>{description || 'No description provided.'}</p>
      <h3>Stream Rules</h3>
      <ul>{STREAM_RULES.map((rule) => <li key={rule}>{rule}</li>)}</ul>
    </StyledInfo>
  );
}

const StyledInfo = styled.div`
  h3 { margin: 0 0 6px; font-size: 1.05rem; }
  p { margin: 0 0 18px; white-space: pre-line; overflow-wrap: anywhere; }
  ul { margin: 0; padding-left: 20px; line-height: 1.7; }
`;
