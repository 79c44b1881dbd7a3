import { parseTagList } from '../strain-display';
import { StyledTag, StyledTagList } from './StrainBadges';

/** Effects or flavors: a list, the parse error the spec names, or a note that none are reported. */
export function TagSection({ title, value, errorText, tone }: { title: string; value: unknown; errorText: string; tone: 'effect' | 'flavor' }) {
  const parsed = parseTagList(value);
  const id = `${title.toLowerCase()}-heading`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {!parsed.ok ? (
        <p role="alert">{errorText}</p>
      ) : parsed.items.length === 0 ? (
        <p>None reported.</p>
      ) : (
        <StyledTagList>{parsed.items.map((item) => <li key={item}><StyledTag $tone={tone}>{item}</StyledTag></li>)}</StyledTagList>
      )}
    </section>
  );
}
