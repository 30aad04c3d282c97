// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.ts';
import { TypeAheadInput, type TypeAheadInputProps } from './type-ahead-input.tsx';

/** 200 ms of settling and a 100 ms debounced fetch: the spec's waits, shortened. */
const DELAYS = { debounceMs: 200, fetchDebounceMs: 100 };
/** Suggestions come after the waits above and a fetch; a busy machine may take a while. */
const SUGGESTION_WAIT = { timeout: 5_000 };

interface Report {
  value: string;
  isChosen: boolean;
}

function Harness({
  fetchSuggestions,
  onReport,
  onPick,
  allowNew,
  disabled,
}: Pick<TypeAheadInputProps, 'fetchSuggestions' | 'onPick' | 'allowNew' | 'disabled'> & {
  onReport: (report: Report) => void;
}) {
  const [value, setValue] = useState('');
  const [isChosen, setIsChosen] = useState(false);
  return (
    <>
      <TypeAheadInput
        label="Publisher"
        value={value}
        onChange={(next, chosen) => {
          setValue(next);
          setIsChosen(chosen);
          onReport({ value: next, isChosen: chosen });
        }}
        onPick={onPick}
        fetchSuggestions={fetchSuggestions}
        allowNew={allowNew}
        disabled={disabled}
        error={value && !isChosen ? 'Choose a value from the suggestions' : undefined}
        {...DELAYS}
      />
      <output data-testid="state">{`${value}|${isChosen ? 'chosen' : 'typed'}`}</output>
    </>
  );
}

function renderInput(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const fetchSuggestions = vi.fn(async (text: string) =>
    ['Mozilla', 'Mozilla Foundation', 'Mozy Inc.'].filter((value) => value.toLowerCase().includes(text.toLowerCase())),
  );
  const reports: Report[] = [];
  render(
    <MantineProvider theme={theme} env="test">
      <Harness fetchSuggestions={fetchSuggestions} onReport={(report) => reports.push(report)} {...props} />
    </MantineProvider>,
  );
  return { fetchSuggestions, reports, input: screen.getByRole<HTMLInputElement>('combobox', { name: 'Publisher' }) };
}

const state = () => screen.getByTestId('state').textContent;

describe(TypeAheadInput.name, () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for suggestions once typing settles, not per keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchSuggestions, input } = renderInput();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(input, 'Moz');
    expect(fetchSuggestions).not.toHaveBeenCalled();
    // Still settling: 200 ms of debounce and 100 ms of fetch debounce have not both passed.
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]?.[0]).toBe('Moz');
    expect(await screen.findByRole('option', { name: 'Mozilla' }, SUGGESTION_WAIT)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Mozy Inc.' })).toBeTruthy();
  });

  it('keeps the spec waits by default: about 1 s, then 100 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSuggestions = vi.fn(async () => ['Mozilla']);
    render(
      <MantineProvider theme={theme} env="test">
        <TypeAheadInput label="Name" value="" onChange={() => {}} fetchSuggestions={fetchSuggestions} />
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Name' }), { target: { value: 'M' } });
    await act(() => vi.advanceTimersByTimeAsync(1_050));
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
  });

  it('marks a typed value as needing a choice, and a picked suggestion as chosen', async () => {
    const onPick = vi.fn();
    const { input, reports } = renderInput({ onPick });
    await userEvent.type(input, 'moz');
    expect(state()).toBe('moz|typed');
    expect(reports.every((report) => !report.isChosen)).toBe(true);
    // The field says why it is not valid yet, and links the message to the input.
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText('Choose a value from the suggestions');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);

    await userEvent.click(await screen.findByRole('option', { name: 'Mozilla Foundation' }, SUGGESTION_WAIT));
    expect(state()).toBe('Mozilla Foundation|chosen');
    expect(input.value).toBe('Mozilla Foundation');
    expect(onPick).toHaveBeenCalledWith('Mozilla Foundation');
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());

    // Typing again needs a new choice.
    await userEvent.type(input, 'x');
    expect(state()).toBe('Mozilla Foundationx|typed');
  });

  it('counts a typed value as chosen once the suggestions hold it exactly', async () => {
    const { input, fetchSuggestions } = renderInput();
    await userEvent.type(input, 'Mozilla');
    expect(state()).toBe('Mozilla|typed');
    await waitFor(() => expect(state()).toBe('Mozilla|chosen'), SUGGESTION_WAIT);
    expect(fetchSuggestions).toHaveBeenLastCalledWith('Mozilla', expect.any(AbortSignal));
  });

  it('picks with the keyboard too', async () => {
    const { input } = renderInput();
    await userEvent.type(input, 'moz');
    await screen.findByRole('option', { name: 'Mozilla' }, SUGGESTION_WAIT);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(state()).toBe('Mozilla|chosen');
  });

  it('offers the typed text as a new value when allowNew is set, and picking it counts as chosen', async () => {
    const { input } = renderInput({ allowNew: true });
    await userEvent.type(input, 'Contoso Labs ');
    const option = await screen.findByRole('option', { name: 'Use "Contoso Labs" (new)' }, SUGGESTION_WAIT);
    await userEvent.click(option);
    expect(state()).toBe('Contoso Labs|chosen');

    // A known value typed in another case is not offered as new: the known one is meant.
    await userEvent.clear(input);
    await userEvent.type(input, 'mozilla');
    expect(await screen.findByRole('option', { name: 'Mozilla' }, SUGGESTION_WAIT)).toBeTruthy();
    await waitFor(
      () => expect(screen.queryByRole('status', { name: 'Loading suggestions' })).toBeNull(),
      SUGGESTION_WAIT,
    );
    expect(screen.queryByRole('option', { name: /\(new\)$/ })).toBeNull();
  });

  it('offers no new value without allowNew', async () => {
    const { input, fetchSuggestions } = renderInput();
    await userEvent.type(input, 'Contoso');
    await waitFor(() => expect(fetchSuggestions).toHaveBeenCalled(), SUGGESTION_WAIT);
    await waitFor(
      () => expect(screen.queryByRole('status', { name: 'Loading suggestions' })).toBeNull(),
      SUGGESTION_WAIT,
    );
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('only logs a failed fetch, and lets the user go on typing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSuggestions = vi.fn(async () => {
      throw new Error('offline');
    });
    const { input } = renderInput({ fetchSuggestions, allowNew: true });
    await userEvent.type(input, 'Contoso');
    await waitFor(() => expect(logged).toHaveBeenCalled(), SUGGESTION_WAIT);
    expect(state()).toBe('Contoso|typed');
    // The new value is still on offer: the catalog could not be asked, the user can still decide.
    expect(await screen.findByRole('option', { name: 'Use "Contoso" (new)' }, SUGGESTION_WAIT)).toBeTruthy();
  });

  it('is disabled when told, and asks for nothing then', async () => {
    const { input, fetchSuggestions } = renderInput({ disabled: true });
    expect(input.disabled).toBe(true);
    await userEvent.type(input, 'Moz');
    expect(input.value).toBe('');
    expect(fetchSuggestions).not.toHaveBeenCalled();
  });
});
