import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render';
import { tabAfterKey, Tabs, type TabItem } from './Tabs';

type Fruit = 'apple' | 'banana' | 'cherry' | 'damson';
const FRUITS: Array<TabItem<Fruit>> = [
  { id: 'apple', label: 'Apple' },
  { id: 'banana', label: 'Banana' },
  { id: 'cherry', label: 'Cherry' },
  { id: 'damson', label: 'Damson' },
];

/** The caller owns the selection, as every page does. */
function Fruits({ tabs = FRUITS, initial = 'apple' }: { tabs?: Array<TabItem<Fruit>>; initial?: Fruit }) {
  const [fruit, setFruit] = useState<Fruit>(initial);
  return (
    <>
      <button type="button">Before</button>
      <Tabs<Fruit> label="Fruit" tabs={tabs} selected={fruit} onSelect={setFruit}>
        <p>{`About ${fruit}`}</p>
      </Tabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getAllByRole('tab').filter((node) => node.getAttribute('aria-selected') === 'true').map((node) => node.textContent);

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('is a named tablist of tabs; the selected one controls the panel, which it labels', () => {
    renderWithApp(<Fruits />);
    const list = screen.getByRole('tablist', { name: 'Fruit' });
    expect(within(list).getAllByRole('tab').map((node) => node.textContent)).toEqual(['Apple', 'Banana', 'Cherry', 'Damson']);
    expect(selectedTab()).toEqual(['Apple']);
    const panel = screen.getByRole('tabpanel', { name: 'Apple' });
    expect(panel.textContent).toBe('About apple');
    expect(tab('Apple').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('puts only the selected tab in the Tab order (roving tabindex)', async () => {
    renderWithApp(<Fruits initial="cherry" />);
    expect(screen.getAllByRole('tab').map((node) => node.getAttribute('tabindex'))).toEqual(['-1', '-1', '0', '-1']);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Cherry'));
  });

  it('Right and Left move to the next and previous tab, wrapping at the ends, and select it', async () => {
    renderWithApp(<Fruits />);
    await userEvent.click(tab('Apple'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Banana'));
    expect(selectedTab()).toEqual(['Banana']);
    expect(screen.getByRole('tabpanel').textContent).toBe('About banana');
    expect(tab('Banana').getAttribute('tabindex')).toBe('0');
    expect(tab('Apple').getAttribute('tabindex')).toBe('-1');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Damson'));
    expect(selectedTab()).toEqual(['Damson']);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Apple'));
    expect(selectedTab()).toEqual(['Apple']);
  });

  it('Home and End go to the first and last tab', async () => {
    renderWithApp(<Fruits initial="banana" />);
    await userEvent.click(tab('Banana'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Damson'));
    expect(selectedTab()).toEqual(['Damson']);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Apple'));
    expect(selectedTab()).toEqual(['Apple']);
  });

  it('other keys do nothing', async () => {
    renderWithApp(<Fruits />);
    await userEvent.click(tab('Apple'));
    await userEvent.keyboard('{ArrowDown}{a}');
    expect(document.activeElement).toBe(tab('Apple'));
    expect(selectedTab()).toEqual(['Apple']);
  });

  it('skips disabled tabs with every key, and keeps them unclickable', async () => {
    const tabs = FRUITS.map((fruit) => ({ ...fruit, disabled: fruit.id === 'banana' || fruit.id === 'damson' }));
    renderWithApp(<Fruits tabs={tabs} />);
    expect((tab('Banana') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(tab('Apple'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Cherry'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Apple'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Cherry'));
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Cherry'));
    await userEvent.click(tab('Banana'));
    expect(selectedTab()).toEqual(['Cherry']);
  });

  it('when the selected tab is disabled (a locked tab asked for in the URL), the first enabled tab keeps the Tab stop', async () => {
    const tabs = FRUITS.map((fruit) => ({ ...fruit, disabled: fruit.id === 'apple' || fruit.id === 'cherry' }));
    renderWithApp(<Fruits tabs={tabs} initial="cherry" />);
    expect(screen.getAllByRole('tab').map((node) => node.getAttribute('tabindex'))).toEqual(['-1', '0', '-1', '-1']);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Banana'));
  });
});

describe('tabAfterKey', () => {
  it('answers null for a key that is not a tabs key, or when every tab is disabled', () => {
    expect(tabAfterKey(FRUITS, 'apple', 'Enter')).toBeNull();
    expect(tabAfterKey(FRUITS.map((fruit) => ({ ...fruit, disabled: true })), 'apple', 'ArrowRight')).toBeNull();
    expect(tabAfterKey([], 'apple' as Fruit, 'Home')).toBeNull();
  });
});
