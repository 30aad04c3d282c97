import { Combobox, InputBase, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { uiTexts } from '../../../config/ui-texts.ts';
import { findDialCountry, searchDialCountries } from '../dial-codes.ts';

/** Spec section 9: the phone country search waits 250 ms after the last keystroke. */
const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

interface CountrySelectProps {
  value: string;
  onChange: (iso: string) => void;
}

/** A searchable picker of the phone number's country, showing the dial code it adds. */
export function CountrySelect({ value, onChange }: CountrySelectProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, COUNTRY_SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const selected = findDialCountry(value);
  const countries = searchDialCountries(debouncedSearch);

  return (
    <Combobox
      store={combobox}
      width={280}
      position="bottom-start"
      onOptionSubmit={(iso) => {
        onChange(iso);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          pointer
          label={uiTexts.countryLabel}
          withAsterisk
          w={124}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
        >
          {selected ? `${selected.iso.toUpperCase()} ${selected.dialCode}` : ''}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={uiTexts.countrySearch}
          aria-label={uiTexts.countrySearch}
        />
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {countries.length > 0 ? (
            countries.map((country) => (
              <Combobox.Option value={country.iso} key={country.iso} active={country.iso === value}>
                {country.name}{' '}
                <Text span c="dimmed" fz="sm">
                  {country.dialCode}
                </Text>
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>{uiTexts.countryNothingFound}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
