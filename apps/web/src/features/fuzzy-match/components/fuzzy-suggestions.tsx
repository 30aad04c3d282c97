import { Box, Radio, Table, Text, VisuallyHidden } from '@mantine/core';
import type { CatalogEntry, NormalizationRule } from '@rnorm/contracts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useCatalogEntries } from '../api/get-catalog-entries.ts';
import { scorePercent } from '../fuzzy-match-rules.ts';

interface FuzzySuggestionsProps {
  /** The raw title, to name the group of radios. */
  title: string;
  suggestions: NormalizationRule[];
  selectedKey: string | undefined;
  onSelect: (hashKey: string) => void;
  isDisabled: boolean;
}

const fields = uiTexts.fuzzyMatchFields;

function text(value: string | null | undefined): string {
  return value || uiTexts.noValue;
}

/** One entry's suggested catalog products, best first, each with its catalog details; one is chosen for Match. */
export function FuzzySuggestions({ title, suggestions, selectedKey, onSelect, isDisabled }: FuzzySuggestionsProps) {
  const refs = suggestions.map((suggestion) => suggestion.hash_key);
  const catalog = useCatalogEntries(refs, suggestions.length > 0);

  if (suggestions.length === 0) {
    return (
      <Text fz="sm" c="dimmed" py="xs">
        {uiTexts.fuzzyNoSuggestions}
      </Text>
    );
  }

  const details = new Map<string, CatalogEntry>((catalog.data ?? []).map((entry) => [entry.cat_ref_id, entry]));
  const detail = (suggestion: NormalizationRule, read: (entry: CatalogEntry) => string | null) => {
    if (catalog.isPending) return uiTexts.noValue;
    const entry = details.get(suggestion.hash_key);
    return text(entry ? read(entry) : null);
  };

  return (
    <Box py={4}>
      <Radio.Group
        value={selectedKey ?? null}
        onChange={onSelect}
        disabled={isDisabled}
        label={uiTexts.fuzzySuggestionsLabel(title)}
        labelProps={{ fz: 'sm', fw: 600, mb: 4 }}
      >
        <Table.ScrollContainer minWidth={960}>
          <Table withTableBorder verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={44}>
                  <VisuallyHidden>{uiTexts.selectColumn}</VisuallyHidden>
                </Table.Th>
                <Table.Th scope="col">{fields.publisher}</Table.Th>
                <Table.Th scope="col">{fields.name}</Table.Th>
                <Table.Th scope="col">{fields.version}</Table.Th>
                <Table.Th scope="col">{fields.edition}</Table.Th>
                <Table.Th scope="col">{fields.architecture}</Table.Th>
                <Table.Th scope="col">{fields.language}</Table.Th>
                <Table.Th scope="col">{uiTexts.fuzzyScoreColumn}</Table.Th>
                <Table.Th scope="col">{uiTexts.fuzzyCategoryColumn}</Table.Th>
                <Table.Th scope="col">{uiTexts.fuzzyLicenseColumn}</Table.Th>
                <Table.Th scope="col">{uiTexts.fuzzyLatestVersionColumn}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {suggestions.map((suggestion) => (
                <Table.Tr key={suggestion.hash_key}>
                  <Table.Td>
                    <Radio
                      value={suggestion.hash_key}
                      aria-label={uiTexts.fuzzySelectSuggestion(suggestion.publisher, suggestion.name)}
                    />
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{text(suggestion.publisher)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{text(suggestion.name)}</Table.Td>
                  <Table.Td>{text(suggestion.version)}</Table.Td>
                  <Table.Td>{text(suggestion.edition)}</Table.Td>
                  <Table.Td>{text(suggestion.architecture)}</Table.Td>
                  <Table.Td>{text(suggestion.language)}</Table.Td>
                  <Table.Td>{scorePercent(suggestion.score)}</Table.Td>
                  <Table.Td>{detail(suggestion, (entry) => entry.category)}</Table.Td>
                  <Table.Td>{detail(suggestion, (entry) => entry.license)}</Table.Td>
                  <Table.Td>{detail(suggestion, (entry) => entry.latest_version)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Radio.Group>
      {catalog.isPending && catalog.fetchStatus === 'fetching' && (
        <Text fz="xs" c="dimmed" role="status" mt={4}>
          {uiTexts.fuzzyCatalogDetailsLoading}
        </Text>
      )}
      {catalog.isError && (
        <Text fz="xs" c="orange" role="status" mt={4}>
          {uiTexts.fuzzyCatalogDetailsFailed}
        </Text>
      )}
    </Box>
  );
}
