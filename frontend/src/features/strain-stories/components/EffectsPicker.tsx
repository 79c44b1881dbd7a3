import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { COMMON_STORY_EFFECTS, customEffectProblem, effectKey, StrainStoryLimits } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { StyledError } from '../../../app/ui/Field';

interface EffectsPickerProps {
  value: string[];
  error?: string | false;
  onChange: (effects: string[]) => void;
}

const isCommon = (effect: string) => COMMON_STORY_EFFECTS.some((common) => effectKey(common) === effectKey(effect));

/** The 20 common effects as toggles, plus custom effects (at most 30 characters, not blank, no duplicates). */
export function EffectsPicker({ value, error, onChange }: EffectsPickerProps) {
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const selected = new Set(value.map(effectKey));
  const customEffects = value.filter((effect) => !isCommon(effect));

  const toggle = (effect: string) => onChange(selected.has(effectKey(effect)) ? value.filter((item) => effectKey(item) !== effectKey(effect)) : [...value, effect]);
  const addCustom = () => {
    const problem = customEffectProblem(custom, value);
    setCustomError(problem);
    if (problem) return;
    onChange([...value, custom.trim()]);
    setCustom('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the effect instead of submitting the story
    addCustom();
  };

  return (
    <StyledFieldset aria-describedby={error ? 'story-effects-error' : undefined}>
      <legend>Effects <span>({value.length}/{StrainStoryLimits.effectsMax} selected)</span></legend>
      <StyledToggles>
        {COMMON_STORY_EFFECTS.map((effect) => (
          <li key={effect}>
            <StyledToggle type="button" aria-pressed={selected.has(effectKey(effect))} onClick={() => toggle(effect)}>{effect}</StyledToggle>
          </li>
        ))}
        {customEffects.map((effect) => (
          <li key={effect}>
            <StyledToggle type="button" aria-pressed="true" aria-label={`Remove ${effect}`} onClick={() => toggle(effect)}>{effect} ×</StyledToggle>
          </li>
        ))}
      </StyledToggles>
      <StyledCustom>
        <label htmlFor="story-custom-effect">Add a custom effect</label>
        <div>
          <input
            id="story-custom-effect"
            value={custom}
            maxLength={StrainStoryLimits.customEffectMax + 10}
            aria-invalid={Boolean(customError)}
            aria-describedby={customError ? 'story-custom-effect-error' : undefined}
            onChange={(event) => { setCustom(event.target.value); setCustomError(null); }}
            onKeyDown={onKeyDown}
          />
          <StyledButton type="button" $variant="secondary" onClick={addCustom}>Add</StyledButton>
        </div>
        {customError && <StyledError id="story-custom-effect-error" role="alert">{customError}</StyledError>}
      </StyledCustom>
      {error && <StyledError id="story-effects-error" role="alert">{error}</StyledError>}
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  margin: 0 0 14px;
  padding: 0;
  border: 0;
  legend { font-weight: 600; margin-bottom: 8px; }
  legend span { font-weight: 400; color: ${({ theme }) => theme.colors.muted}; }
`;

const StyledToggles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
`;

const StyledToggle = styled.button`
  min-height: 40px;
  padding: 6px 14px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brandDark};
    border-color: ${({ theme }) => theme.colors.brandDark};
    color: #fff;
  }
`;

const StyledCustom = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { font-size: 0.95rem; }
  > div { display: flex; gap: 8px; }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 10px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;
