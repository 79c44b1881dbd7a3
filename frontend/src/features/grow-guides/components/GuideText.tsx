import styled from 'styled-components';
import { splitGuideText } from '@cannaverse/contracts';

/** A guide's or a step's text: paragraphs and bulleted lists, rendered as text (never as HTML). Blocks never reorder, so their index is their key. */
export function GuideText({ text }: { text: string }) {
  return (
    <StyledText>
      {splitGuideText(text).map((block, index) =>
        block.kind === 'list'
          ? <ul key={index}>{block.items.map((item, itemIndex) => <li key={itemIndex}>{item}</li>)}</ul>
          : <p key={index}>{block.text.split('\n').flatMap((line, lineIndex) => (lineIndex === 0 ? [line] : [<br key={lineIndex} />, line]))}</p>)}
    </StyledText>
  );
}

const StyledText = styled.div`
  overflow-wrap: anywhere;
  p, ul { margin: 0 0 12px; }
  > :last-child { margin-bottom: 0; }
  li { margin-bottom: 4px; }
`;
