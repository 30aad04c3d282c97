import { Button, Group, Table } from '@mantine/core';
import type { FuzzyMatchEntry, MatchRequest } from '@rnorm/contracts';
import { useState } from 'react';
import { uiTexts } from '../../../config/ui-texts.ts';
import {
  hasErrors,
  initialMatchValues,
  matchErrors,
  matchRequest,
  suggestionsOf,
  type MatchErrors,
  type MatchValues,
  type NormalizedField,
} from '../fuzzy-match-rules.ts';
import { FuzzyEditFields } from './fuzzy-edit-fields.tsx';
import { FuzzySuggestions } from './fuzzy-suggestions.tsx';

interface FuzzyMatchRowProps {
  entry: FuzzyMatchEntry;
  columnCount: number;
  showSuggestions: boolean;
  /** A match or removal is under way somewhere in the list: no row may start another. */
  isListBusy: boolean;
  /** The match or removal under way is this row's. */
  isBusy: boolean;
  onMatch: (entry: FuzzyMatchEntry, request: MatchRequest) => void;
  onRemove: (entry: FuzzyMatchEntry) => void;
}

const wrapping = { wordBreak: 'break-word' } as const;

/** One raw entry: its row, its inputs in edit mode, and its suggestions while the toggle shows them. */
export function FuzzyMatchRow({
  entry,
  columnCount,
  showSuggestions,
  isListBusy,
  isBusy,
  onMatch,
  onRemove,
}: FuzzyMatchRowProps) {
  const suggestions = suggestionsOf(entry);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // The first suggestion is chosen until the user picks another.
  const selected = suggestions.find((suggestion) => suggestion.hash_key === selectedKey) ?? suggestions[0];
  const [editValues, setEditValues] = useState<MatchValues | null>(null);
  const [errors, setErrors] = useState<MatchErrors>({});
  const isEditing = editValues !== null;
  const rowStyle = isBusy ? { opacity: 0.45 } : undefined;

  const startEditing = (values: MatchValues, initialErrors: MatchErrors = {}) => {
    setEditValues(values);
    setErrors(initialErrors);
  };

  const cancelEditing = () => {
    setEditValues(null);
    setErrors({});
  };

  const changeValue = (field: NormalizedField, value: string) => {
    setEditValues((current) => (current ? { ...current, [field]: value } : current));
    // A corrected field loses its message; the others keep theirs until Match checks again.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const match = () => {
    const values = editValues ?? initialMatchValues(entry, selected);
    const request = matchRequest(entry, values);
    const problems = matchErrors(request);
    if (hasErrors(problems)) {
      // Without a complete suggestion or engine reading, the user types the missing values.
      startEditing(values, problems);
      return;
    }
    onMatch(entry, request);
  };

  return (
    <>
      <Table.Tr style={rowStyle} aria-busy={isBusy || undefined}>
        <Table.Td>{entry.job_id}</Table.Td>
        <Table.Td style={wrapping}>{entry.publisher || uiTexts.noValue}</Table.Td>
        <Table.Td style={wrapping}>{entry.name || uiTexts.noValue}</Table.Td>
        <Table.Td style={wrapping}>{entry.version || uiTexts.noValue}</Table.Td>
        <Table.Td>
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button size="xs" color="green" disabled={isListBusy} onClick={match}>
              {uiTexts.fuzzyMatchAction}
            </Button>
            {isEditing ? (
              <Button size="xs" variant="default" disabled={isListBusy} onClick={cancelEditing}>
                {uiTexts.cancel}
              </Button>
            ) : (
              <>
                <Button
                  size="xs"
                  variant="default"
                  disabled={isListBusy}
                  onClick={() => startEditing(initialMatchValues(entry, selected))}
                >
                  {uiTexts.fuzzyEditAction}
                </Button>
                <Button size="xs" color="red" variant="light" disabled={isListBusy} onClick={() => onRemove(entry)}>
                  {uiTexts.fuzzyRemoveAction}
                </Button>
              </>
            )}
          </Group>
        </Table.Td>
      </Table.Tr>
      {isEditing && (
        <Table.Tr style={rowStyle}>
          <Table.Td colSpan={columnCount}>
            <FuzzyEditFields
              title={entry.name}
              values={editValues}
              errors={errors}
              isDisabled={isListBusy}
              onChange={changeValue}
            />
          </Table.Td>
        </Table.Tr>
      )}
      {showSuggestions && (
        <Table.Tr style={rowStyle}>
          <Table.Td colSpan={columnCount} bg="var(--mantine-color-gray-light)">
            <FuzzySuggestions
              title={entry.name}
              suggestions={suggestions}
              selectedKey={selected?.hash_key}
              onSelect={setSelectedKey}
              isDisabled={isListBusy}
            />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
