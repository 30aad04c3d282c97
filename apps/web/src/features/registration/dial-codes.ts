export interface DialCountry {
  /** ISO 3166-1 alpha-2, lower case, the way the spec names the default ('us'). */
  iso: string;
  name: string;
  /** International dialling prefix, sent to the API as `countryCode`. */
  dialCode: string;
}

/** The default country of the phone field (spec section 9). */
export const DEFAULT_COUNTRY_ISO = 'us';

/** Countries offered by the phone field's selector, alphabetical; enough for the product's customers so far. */
export const dialCountries: readonly DialCountry[] = [
  { iso: 'ar', name: 'Argentina', dialCode: '+54' },
  { iso: 'au', name: 'Australia', dialCode: '+61' },
  { iso: 'at', name: 'Austria', dialCode: '+43' },
  { iso: 'bd', name: 'Bangladesh', dialCode: '+880' },
  { iso: 'be', name: 'Belgium', dialCode: '+32' },
  { iso: 'br', name: 'Brazil', dialCode: '+55' },
  { iso: 'bg', name: 'Bulgaria', dialCode: '+359' },
  { iso: 'ca', name: 'Canada', dialCode: '+1' },
  { iso: 'cl', name: 'Chile', dialCode: '+56' },
  { iso: 'cn', name: 'China', dialCode: '+86' },
  { iso: 'co', name: 'Colombia', dialCode: '+57' },
  { iso: 'hr', name: 'Croatia', dialCode: '+385' },
  { iso: 'cz', name: 'Czechia', dialCode: '+420' },
  { iso: 'dk', name: 'Denmark', dialCode: '+45' },
  { iso: 'eg', name: 'Egypt', dialCode: '+20' },
  { iso: 'ee', name: 'Estonia', dialCode: '+372' },
  { iso: 'fi', name: 'Finland', dialCode: '+358' },
  { iso: 'fr', name: 'France', dialCode: '+33' },
  { iso: 'de', name: 'Germany', dialCode: '+49' },
  { iso: 'gr', name: 'Greece', dialCode: '+30' },
  { iso: 'hk', name: 'Hong Kong', dialCode: '+852' },
  { iso: 'hu', name: 'Hungary', dialCode: '+36' },
  { iso: 'is', name: 'Iceland', dialCode: '+354' },
  { iso: 'in', name: 'India', dialCode: '+91' },
  { iso: 'id', name: 'Indonesia', dialCode: '+62' },
  { iso: 'ie', name: 'Ireland', dialCode: '+353' },
  { iso: 'il', name: 'Israel', dialCode: '+972' },
  { iso: 'it', name: 'Italy', dialCode: '+39' },
  { iso: 'jp', name: 'Japan', dialCode: '+81' },
  { iso: 'ke', name: 'Kenya', dialCode: '+254' },
  { iso: 'lv', name: 'Latvia', dialCode: '+371' },
  { iso: 'lt', name: 'Lithuania', dialCode: '+370' },
  { iso: 'lu', name: 'Luxembourg', dialCode: '+352' },
  { iso: 'my', name: 'Malaysia', dialCode: '+60' },
  { iso: 'mx', name: 'Mexico', dialCode: '+52' },
  { iso: 'ma', name: 'Morocco', dialCode: '+212' },
  { iso: 'nl', name: 'Netherlands', dialCode: '+31' },
  { iso: 'nz', name: 'New Zealand', dialCode: '+64' },
  { iso: 'ng', name: 'Nigeria', dialCode: '+234' },
  { iso: 'no', name: 'Norway', dialCode: '+47' },
  { iso: 'pk', name: 'Pakistan', dialCode: '+92' },
  { iso: 'pe', name: 'Peru', dialCode: '+51' },
  { iso: 'ph', name: 'Philippines', dialCode: '+63' },
  { iso: 'pl', name: 'Poland', dialCode: '+48' },
  { iso: 'pt', name: 'Portugal', dialCode: '+351' },
  { iso: 'ro', name: 'Romania', dialCode: '+40' },
  { iso: 'sa', name: 'Saudi Arabia', dialCode: '+966' },
  { iso: 'rs', name: 'Serbia', dialCode: '+381' },
  { iso: 'sg', name: 'Singapore', dialCode: '+65' },
  { iso: 'sk', name: 'Slovakia', dialCode: '+421' },
  { iso: 'si', name: 'Slovenia', dialCode: '+386' },
  { iso: 'za', name: 'South Africa', dialCode: '+27' },
  { iso: 'kr', name: 'South Korea', dialCode: '+82' },
  { iso: 'es', name: 'Spain', dialCode: '+34' },
  { iso: 'lk', name: 'Sri Lanka', dialCode: '+94' },
  { iso: 'se', name: 'Sweden', dialCode: '+46' },
  { iso: 'ch', name: 'Switzerland', dialCode: '+41' },
  { iso: 'tw', name: 'Taiwan', dialCode: '+886' },
  { iso: 'th', name: 'Thailand', dialCode: '+66' },
  { iso: 'tr', name: 'Türkiye', dialCode: '+90' },
  { iso: 'ua', name: 'Ukraine', dialCode: '+380' },
  { iso: 'ae', name: 'United Arab Emirates', dialCode: '+971' },
  { iso: 'gb', name: 'United Kingdom', dialCode: '+44' },
  { iso: 'us', name: 'United States', dialCode: '+1' },
  { iso: 'vn', name: 'Vietnam', dialCode: '+84' },
];

export function findDialCountry(iso: string): DialCountry | undefined {
  return dialCountries.find((country) => country.iso === iso);
}

/** Countries whose name, ISO code or dial code contains the search text, ignoring case; all of them for no text. */
export function searchDialCountries(search: string): DialCountry[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...dialCountries];
  return dialCountries.filter(
    (country) =>
      country.name.toLowerCase().includes(needle) ||
      country.iso === needle ||
      country.dialCode.includes(needle.startsWith('+') ? needle : `+${needle}`),
  );
}
