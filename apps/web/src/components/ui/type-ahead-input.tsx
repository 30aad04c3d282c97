import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { uiTexts } from '../../config/ui-texts.ts';

/** Spec: typing settles for about a second, then the fetch itself is debounced by another 100 ms. */
export const TYPE_AHEAD_DEBOUNCE_MS = 1_000;
export const TYPE_AHEAD_FETCH_DEBOUNCE_MS = 100;

/** The waits of a type-ahead; tests shorten them, screens keep the spec's values. */
export interface TypeAheadDelays {
  debounceMs?: number;
  fetchDebounceMs?: number;
}

/** The key of the “Use "…" (new)” option; no suggestion the server sends can start with a NUL character. */
const NEW_OPTION = '\u0000new';

export interface TypeAheadInputProps extends TypeAheadDelays {
  label: string;
  value: string;
  /**
   * Every change of the value. `isChosen` tells whether the value came from the suggestions: picked from the list
   * (the “new” option included), or typed and then found among the suggestions. Typing alone reports false.
   */
  onChange: (value: string, isChosen: boolean) => void;
  /** Called after onChange when the user picked an option from the list. */
  onPick?: (value: string) => void;
  /** The suggestions for the typed text, best first. A failure is only logged: the input keeps working. */
  fetchSuggestions: (text: string, signal: AbortSignal) => Promise<string[]>;
  /** Offer the typed text itself as a last option, “Use "…" (new)”, for a value the suggestions do not know. */
  allowNew?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  placeholder?: string;
}

interface Suggestions {
  /** The text they were fetched for. */
  text: string;
  values: string[];
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A text input that suggests values from the server as the user types (spec section 4, type-ahead). The suggestions
 * are asked for once typing settles; the value counts as chosen once it is one of them. Mantine links the error and
 * description to the input (aria-invalid, aria-describedby); the list is a listbox the arrow keys move through.
 */
export function TypeAheadInput({
  label,
  value,
  onChange,
  onPick,
  fetchSuggestions,
  allowNew = false,
  disabled = false,
  required,
  error,
  description,
  placeholder,
  debounceMs = TYPE_AHEAD_DEBOUNCE_MS,
  fetchDebounceMs = TYPE_AHEAD_FETCH_DEBOUNCE_MS,
}: TypeAheadInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  // The suggestions show while the user types; a pick, or a value set from outside, hides them.
  const [isTyping, setIsTyping] = useState(false);
  const [isLoading, setIsLoading] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);
  // The value as last rendered, for answers that arrive after the parent changed it (a cleared parent field).
  const latestValue = useRef(value);
  const typed = value.trim();

  useEffect(() => {
    latestValue.current = value;
  }, [value]);

  useEffect(() => {
    const pendingTimer = timer;
    const pendingRequest = request;
    return () => {
      window.clearTimeout(pendingTimer.current);
      pendingRequest.current?.abort();
    };
  }, []);

  const cancelPending = () => {
    window.clearTimeout(timer.current);
    request.current?.abort();
    request.current = null;
  };

  const load = async (text: string) => {
    const controller = new AbortController();
    request.current = controller;
    setIsLoading(true);
    try {
      const values = await fetchSuggestions(text, controller.signal);
      if (controller.signal.aborted) return;
      setSuggestions({ text, values });
      // Typed in full: a value the suggestions hold is as good as picked.
      if (values.includes(text) && latestValue.current === text) onChange(text, true);
    } catch (failure) {
      if (isAbort(failure) || controller.signal.aborted) return;
      // Spec: type-ahead failures are only logged; the user may go on typing.
      console.error(`Type-ahead suggestions for ${label} failed`, failure);
      setSuggestions({ text, values: [] });
    } finally {
      // A newer request owns the loading state; a cancelled one with none after it hands it back.
      if (request.current === controller || request.current === null) {
        request.current = null;
        setIsLoading(false);
      }
    }
  };

  const type = (text: string) => {
    cancelPending();
    setIsLoading(false);
    onChange(text, false);
    setIsTyping(true);
    combobox.openDropdown();
    if (!text.trim()) {
      setSuggestions(null);
      return;
    }
    // Typing settles for debounceMs, then the fetch waits fetchDebounceMs more: one timer covers both.
    timer.current = window.setTimeout(() => void load(text), debounceMs + fetchDebounceMs);
  };

  const pick = (optionValue: string) => {
    const picked = optionValue === NEW_OPTION ? typed : optionValue;
    cancelPending();
    setIsLoading(false);
    setIsTyping(false);
    combobox.closeDropdown();
    onChange(picked, true);
    onPick?.(picked);
  };

  const values = isTyping && !disabled ? (suggestions?.values ?? []) : [];
  // No “new” value that only differs in case from a known one: the known one is the value meant.
  const offersNew =
    allowNew &&
    isTyping &&
    !disabled &&
    suggestions?.text === value &&
    !!typed &&
    !values.some((suggestion) => suggestion.toLowerCase() === typed.toLowerCase());

  return (
    <Combobox store={combobox} onOptionSubmit={pick} disabled={disabled}>
      <Combobox.Target withExpandedAttribute autoComplete="off">
        <TextInput
          label={label}
          value={value}
          required={required}
          disabled={disabled}
          error={error}
          description={description}
          placeholder={placeholder}
          rightSection={
            isLoading && !disabled ? <Loader size="xs" role="status" aria-label={uiTexts.loadingSuggestions} /> : null
          }
          onChange={(event) => type(event.currentTarget.value)}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={values.length === 0 && !offersNew}>
        <Combobox.Options aria-label={uiTexts.suggestionsFor(label)}>
          {values.map((suggestion) => (
            <Combobox.Option key={suggestion} value={suggestion} active={suggestion === value}>
              {suggestion}
            </Combobox.Option>
          ))}
          {offersNew && (
            <Combobox.Option value={NEW_OPTION} key={NEW_OPTION}>
              {uiTexts.typeAheadNewOption(typed)}
            </Combobox.Option>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
