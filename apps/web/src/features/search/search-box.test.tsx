import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SearchBox } from './search-box';

// fireEvent rather than user-event: it is synchronous, so fake timers stay exact to the ms.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setup = (value = '') => {
  const onSearch = vi.fn();
  render(<SearchBox value={value} onSearch={onSearch} />);
  const input = screen.getByRole('searchbox', { name: 'Search products' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { onSearch, input, type };
};

describe('search box', () => {
  it('sends the trimmed term only after 1.5 s without typing', () => {
    const { onSearch, type } = setup();
    type('  pan');
    act(() => vi.advanceTimersByTime(1000));
    type('  paneer  ');
    act(() => vi.advanceTimersByTime(1499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('paneer');
  });

  it('does not search again for a term that only differs in spaces', () => {
    const { onSearch, type } = setup('milk');
    type(' milk   ');
    act(() => vi.advanceTimersByTime(2000));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches at once on Enter, and clears with the clear button', () => {
    const { onSearch, input, type } = setup();
    type('chips ');
    fireEvent.submit(input);
    expect(onSearch).toHaveBeenLastCalledWith('chips');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
  });

  it('shows the term it is given, e.g. from the URL after a reload', () => {
    const { input } = setup('paneer');
    expect(input).toHaveValue('paneer');
  });

  it('takes up what was typed into the painted box before the app took it over', async () => {
    const onSearch = vi.fn();
    const box = <SearchBox value="" onSearch={onSearch} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    onTestFinished(() => container.remove());
    const input = container.querySelector('input')!;
    // A native submit of the painted box (no app yet) carries the term as ?q=.
    expect(input).toHaveAttribute('name', 'q');
    input.value = 'paneer';
    const root = await act(async () => hydrateRoot(container, box));
    onTestFinished(() => act(() => root.unmount()));
    expect(input).toHaveValue('paneer');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1500));
    expect(onSearch).toHaveBeenCalledWith('paneer');
  });

  it('rotates its placeholder every 3 s', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Search for "chips"');
    act(() => vi.advanceTimersByTime(3000));
    expect(input).toHaveAttribute('placeholder', 'Search for "chocolate"');
  });
});
