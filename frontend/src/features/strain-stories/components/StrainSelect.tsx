import { useState } from 'react';
import styled from 'styled-components';
import type { StoryStrainDto } from '@cannaverse/contracts';
import { Field, SelectField } from '../../../app/ui/Field';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useGetStrainOptionsQuery } from '../api/strainStoriesApi';

interface StrainSelectProps {
  value: string;
  /** The story's strain when editing, so it is shown even when the search does not list it. */
  current: StoryStrainDto | null;
  error?: string | false;
  onChange: (strainId: string) => void;
  onBlur: () => void;
}

/** The strain selector (id, name, type), fed by GET /api/strains; typing narrows it by name on the server. */
export function StrainSelect({ value, current, error, onChange, onBlur }: StrainSelectProps) {
  const [search, setSearch] = useState('');
  const query = useGetStrainOptionsQuery(useDebouncedValue(search, 300));
  const options = query.data ?? [];
  const listed = current && !options.some((strain) => strain.id === current.id) ? [current, ...options] : options;
  return (
    <StyledStrain>
      <Field
        id="story-strain-search"
        name="strainSearch"
        label="Find a strain"
        type="search"
        placeholder="Type a strain name..."
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField id="story-strain" name="strainId" label="Strain" value={value} error={error} onChange={(event) => onChange(event.target.value)} onBlur={onBlur}>
        <option value="">{query.isFetching ? 'Loading strains...' : 'Select a strain'}</option>
        {listed.map((strain) => <option key={strain.id} value={String(strain.id)}>{`${strain.name} (${strain.type})`}</option>)}
      </SelectField>
      {query.isError && <StyledNote role="alert">Could not load strains. Please try again later.</StyledNote>}
      {!query.isFetching && !query.isError && search.trim() && options.length === 0 && <StyledNote>No strains match “{search.trim()}”.</StyledNote>}
    </StyledStrain>
  );
}

const StyledStrain = styled.div`
  display: grid;
  /* minmax(0, ...): a plain 1fr column grows to the select's longest strain name and pushes the form off a phone's screen. */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  column-gap: 12px;
  @media (max-width: 767px) { grid-template-columns: minmax(0, 1fr); }
`;

const StyledNote = styled.p`
  grid-column: 1 / -1;
  margin: -8px 0 12px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
