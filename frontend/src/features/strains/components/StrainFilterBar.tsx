import { useId } from 'react';
import styled from 'styled-components';
import type { StrainSort, StrainType } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { StyledPillGroup } from '../../../app/ui/Toggle';
import { EFFECT_CHIPS, FLAVOR_OPTIONS, HELPS_WITH_OPTIONS, SORT_OPTIONS, thcRangeProblem, toggleEffect, TYPE_OPTIONS, type StrainFilters } from '../strain-filters';

interface Props {
  filters: StrainFilters;
  onChange: (filters: StrainFilters) => void;
  onReset: () => void;
}

/** Search, type, THC range, Sort By, Reset, and the effect chips (spec §2 "Strain library"). */
export function StrainFilterBar({ filters, onChange, onReset }: Props) {
  const set = <K extends keyof StrainFilters>(key: K, value: StrainFilters[K]) => onChange({ ...filters, [key]: value });
  const thcProblem = thcRangeProblem(filters);
  const hintId = useId();
  const invalid = (field: 'thcMin' | 'thcMax') => (thcProblem && (thcProblem.field === field || thcProblem.field === 'both')
    ? { 'aria-invalid': true, 'aria-describedby': hintId } : {});
  return (
    <StyledFilters role="search" aria-label="Filter strains">
      <StyledRow>
        <label className="search">
          <span>Search</span>
          <input type="search" placeholder="Search strains by name" value={filters.search} onChange={(event) => set('search', event.target.value)} />
        </label>
        <label>
          <span>Type</span>
          <select value={filters.type} onChange={(event) => set('type', event.target.value as StrainType | '')}>
            {TYPE_OPTIONS.map((option) => <option key={option.label} value={option.value}>{option.label}</option>)}
          </select>
        </label>
        <label className="number">
          <span>THC min %</span>
          <input type="number" inputMode="decimal" min={0} max={100} step="any" value={filters.thcMin} onChange={(event) => set('thcMin', event.target.value)} {...invalid('thcMin')} />
        </label>
        <label className="number">
          <span>THC max %</span>
          <input type="number" inputMode="decimal" min={0} max={100} step="any" value={filters.thcMax} onChange={(event) => set('thcMax', event.target.value)} {...invalid('thcMax')} />
        </label>
        <label>
          <span>Sort By</span>
          <select value={filters.sortBy} onChange={(event) => set('sortBy', event.target.value as StrainSort)}>
            {SORT_OPTIONS.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        </label>
        <StyledButton type="button" $variant="secondary" onClick={onReset}>Reset</StyledButton>
        {thcProblem && <StyledHint id={hintId} role="alert">{thcProblem.hint}</StyledHint>}
      </StyledRow>
      <StyledRow className="secondary">
        <label>
          <span>Flavor</span>
          <select value={filters.flavor} onChange={(event) => set('flavor', event.target.value)}>
            <option value="">Any flavor</option>
            {FLAVOR_OPTIONS.map((flavor) => <option key={flavor} value={flavor}>{flavor}</option>)}
          </select>
        </label>
        <label>
          <span>Helps with</span>
          <select value={filters.helpsWith} onChange={(event) => set('helpsWith', event.target.value)}>
            <option value="">Anything</option>
            {HELPS_WITH_OPTIONS.map((tag) => <option key={tag} value={tag}>{tag}</option>)}
          </select>
        </label>
      </StyledRow>
      <StyledChips role="group" aria-label="Effects">
        {EFFECT_CHIPS.map((effect) => (
          <button key={effect} type="button" aria-pressed={filters.effects.includes(effect)} onClick={() => set('effects', toggleEffect(filters.effects, effect))}>
            {effect}
          </button>
        ))}
      </StyledChips>
    </StyledFilters>
  );
}

const StyledFilters = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledRow = styled.div`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: end;
  label { display: flex; flex-direction: column; gap: 4px; font-size: 0.85rem; font-weight: 600; min-width: 0; }
  label.search { grid-column: 1 / -1; }
  input, select {
    min-height: 44px;
    padding: 8px 10px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    font: inherit;
    font-weight: 400;
    background: #fff;
    width: 100%;
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  @media (min-width: ${({ theme }) => theme.mobile}) {
    grid-template-columns: minmax(0, 2fr) repeat(4, minmax(0, 1fr)) auto;
    label.search { grid-column: auto; }
    &.secondary { grid-template-columns: repeat(2, minmax(0, 240px)); }
  }
`;

const StyledChips = styled(StyledPillGroup)`
  gap: 8px;
`;

const StyledHint = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;
