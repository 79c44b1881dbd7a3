import { describe, expect, it } from 'vitest';
import { StrainStoryMessages as M } from '@cannaverse/contracts';
import { emptyStoryForm, RATING_OPTIONS, storyFormSchema, toStrainStoryInput } from './story-form.schemas';

const valid = { ...emptyStoryForm(), title: 'Calm evening', content: 'x'.repeat(30), strainId: '3', effects: ['Relaxed'] };
const firstError = (values: object) => {
  try {
    storyFormSchema.validateSync(values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the story form schema', () => {
  it('defaults the rating to 5 and labels ratings Poor to Excellent', () => {
    expect(emptyStoryForm().rating).toBe('5');
    expect(RATING_OPTIONS.map((option) => option.label)).toEqual(['1 Poor', '2 Fair', '3 Good', '4 Very Good', '5 Excellent']);
  });

  it.each([
    [{ title: 'ab' }, M.titleMin],
    [{ title: 'x'.repeat(101) }, M.titleMax],
    [{ title: 'Calm \u202Eevening' }, M.titleCharacters],
    [{ effects: ['Re\u200Blaxed'] }, M.effectCharacters],
    [{ content: 'x'.repeat(29) }, M.contentMin],
    [{ content: 'x'.repeat(5001) }, M.contentMax],
    [{ strainId: '' }, M.strainRequired],
    [{ effects: [] }, M.effectsMin],
    [{ effects: Array.from({ length: 11 }, (_, i) => `E${i}`) }, M.effectsMax],
    [{ rating: '6' }, M.ratingRange],
  ])('%p → %p', (overrides, message) => {
    expect(firstError({ ...valid, ...overrides })).toBe(message);
  });

  it('accepts a valid form and converts strain and rating to integers', () => {
    expect(firstError(valid)).toBeNull();
    expect(toStrainStoryInput({ ...valid, title: ' Calm evening ', rating: '3', effects: [' Giggly '] })).toEqual({
      title: 'Calm evening', content: 'x'.repeat(30), strainId: 3, rating: 3, effects: ['Giggly'],
    });
  });
});
