import { SimpleGrid } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { TypeAheadInput, type TypeAheadDelays } from '../../../components/ui/type-ahead-input.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';
import { searchValues } from '../api/search-values.ts';
import {
  changeField,
  fieldsAllowingNew,
  fillVersionParts,
  isFieldEnabled,
  normalizedFields,
  requiredNormalizedFields,
  searchParams,
  type FieldErrors,
  type NormalizedFieldName,
  type NormalizedState,
} from '../rule-mapping-form.ts';

interface NormalizedFieldsProps {
  state: NormalizedState;
  onStateChange: Dispatch<SetStateAction<NormalizedState>>;
  errors: FieldErrors<NormalizedFieldName>;
  isDisabled: boolean;
  typeAheadDelays?: TypeAheadDelays;
  /** Fields left to each row (a rule for every version leaves the version): shown disabled and not required. */
  leftToRow?: readonly NormalizedFieldName[];
}

/**
 * The 12 normalized values of a rule, each a type-ahead (spec: create and edit share them). Name waits for Publisher
 * and Version for Name; each field's suggestions fit the fields before it.
 */
export function NormalizedFields({
  state,
  onStateChange,
  errors,
  isDisabled,
  typeAheadDelays,
  leftToRow = [],
}: NormalizedFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
      {normalizedFields.map((field) => (
        <TypeAheadInput
          key={field}
          label={uiTexts.ruleMappingNormalizedFields[field]}
          value={state.values[field]}
          placeholder={leftToRow.includes(field) ? uiTexts.rowKeepsItsOwn : undefined}
          required={requiredNormalizedFields.includes(field) && !leftToRow.includes(field)}
          disabled={isDisabled || leftToRow.includes(field) || !isFieldEnabled(field, state.values)}
          error={errors[field]}
          allowNew={fieldsAllowingNew.includes(field)}
          fetchSuggestions={(text, signal) => searchValues(searchParams(field, text, state.values), signal)}
          onChange={(value, isChosen) => onStateChange((current) => changeField(current, field, value, isChosen))}
          onPick={
            field === 'version' ? (value) => onStateChange((current) => fillVersionParts(current, value)) : undefined
          }
          {...typeAheadDelays}
        />
      ))}
    </SimpleGrid>
  );
}
