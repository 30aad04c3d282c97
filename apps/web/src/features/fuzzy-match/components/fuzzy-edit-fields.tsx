import { SimpleGrid, TextInput } from '@mantine/core';
import { uiTexts } from '../../../config/ui-texts.ts';
import {
  normalizedFields,
  requiredFields,
  type MatchErrors,
  type MatchValues,
  type NormalizedField,
} from '../fuzzy-match-rules.ts';

interface FuzzyEditFieldsProps {
  /** The raw title, to name the group of inputs. */
  title: string;
  values: MatchValues;
  errors: MatchErrors;
  isDisabled: boolean;
  onChange: (field: NormalizedField, value: string) => void;
}

/**
 * The inputs of a row in edit mode (spec: publisher, name and version required, the others optional). Mantine marks
 * an input with an error aria-invalid and links the message to it through aria-describedby.
 */
export function FuzzyEditFields({ title, values, errors, isDisabled, onChange }: FuzzyEditFieldsProps) {
  return (
    <SimpleGrid role="group" aria-label={uiTexts.fuzzyEditLabel(title)} cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      {normalizedFields.map((field) => (
        <TextInput
          key={field}
          size="xs"
          label={uiTexts.fuzzyMatchFields[field]}
          required={requiredFields.includes(field)}
          autoComplete="off"
          disabled={isDisabled}
          value={values[field]}
          error={errors[field]}
          onChange={(event) => onChange(field, event.currentTarget.value)}
        />
      ))}
    </SimpleGrid>
  );
}
