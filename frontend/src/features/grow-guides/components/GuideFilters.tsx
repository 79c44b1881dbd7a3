import styled from 'styled-components';
import { GROW_GUIDE_DIFFICULTIES } from '@cannaverse/contracts';
import { Field, SelectField } from '../../../app/ui/Field';
import type { GuideFilterValues } from '../api/growGuidesApi';
import { methodLabel } from '../method-label';

interface GuideFiltersProps {
  values: GuideFilterValues;
  methods: string[];
  onChange: (values: GuideFilterValues) => void;
}

/** Text search, growing method (All Methods plus the server's) and difficulty (All Levels, 1 Beginner … 5 Expert). */
export function GuideFilters({ values, methods, onChange }: GuideFiltersProps) {
  return (
    <StyledFilters role="search" aria-label="Filter guides">
      <Field
        id="guide-search"
        name="search"
        label="Search guides"
        type="search"
        placeholder="Search guides..."
        value={values.search}
        maxLength={100}
        onChange={(event) => onChange({ ...values, search: event.target.value })}
      />
      <SelectField id="guide-method" name="method" label="Growing Method" value={values.method} onChange={(event) => onChange({ ...values, method: event.target.value })}>
        <option value="">All Methods</option>
        {methods.map((method) => <option key={method} value={method}>{methodLabel(method)}</option>)}
      </SelectField>
      <SelectField id="guide-difficulty" name="difficulty" label="Difficulty" value={values.difficulty} onChange={(event) => onChange({ ...values, difficulty: event.target.value })}>
        <option value="">All Levels</option>
        {GROW_GUIDE_DIFFICULTIES.map(({ value, label }) => <option key={value} value={String(value)}>{`${value} ${label}`}</option>)}
      </SelectField>
    </StyledFilters>
  );
}

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: 12px;
  align-items: end;
  @media (max-width: 767px) { grid-template-columns: 1fr; gap: 0; }
`;
