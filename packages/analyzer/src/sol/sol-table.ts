/**
 * The product's statute-of-limitations years by state: exactly the table of spec 000 §9 (and
 * legal-reference §4.1). One number per state, used as the default; `state-sol-notes.ts` adds what
 * the reference says about other debt types. The District of Columbia is not in the product's table.
 */

export const STATE_NAMES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
} as const;

export type StateCode = keyof typeof STATE_NAMES;

export type SolYears = 3 | 4 | 5 | 6 | 10;

/** Spec 000 §9, row by row. */
export const SOL_TABLE: readonly { years: SolYears; states: readonly StateCode[] }[] = [
  { years: 3, states: ['AL', 'DE', 'LA', 'MD', 'MS', 'NH', 'NC', 'SC'] },
  { years: 4, states: ['CA', 'PA', 'TX'] },
  { years: 5, states: ['AR', 'FL', 'ID', 'IL', 'IA', 'KS', 'KY', 'MO', 'MT', 'NE', 'OK', 'VA'] },
  { years: 10, states: ['WV', 'WY'] },
  {
    years: 6,
    states: [
      'AK',
      'AZ',
      'CO',
      'CT',
      'GA',
      'HI',
      'IN',
      'ME',
      'MA',
      'MI',
      'MN',
      'NV',
      'NJ',
      'NM',
      'NY',
      'ND',
      'OH',
      'OR',
      'RI',
      'SD',
      'TN',
      'UT',
      'VT',
      'WA',
      'WI',
    ],
  },
];

/** Years by state for the 50 states. DC is absent: the product's table does not give it. */
export const SOL_YEARS_BY_STATE: Readonly<Partial<Record<StateCode, SolYears>>> = Object.fromEntries(
  SOL_TABLE.flatMap(({ years, states }) => states.map((s) => [s, years])),
);

export const isStateCode = (value: string): value is StateCode => Object.hasOwn(STATE_NAMES, value);

/** The product's period for a state, or null for DC and unknown codes. */
export const getSolYears = (state: string): SolYears | null => (isStateCode(state) ? (SOL_YEARS_BY_STATE[state] ?? null) : null);

/**
 * DC: the reference presumes the table's 6 years but reports 3 years for contract claims (D.C. Code
 * 12-301(7)) [U]. The status is computed against both: within before 3 years, likely expired after 6,
 * unknown between.
 */
export const DC_RANGE = { shortest: 3, longest: 6 } as const;

/** Spec 000 §3 'State entry: code, name, statute-of-limitations years', for the 50 states of the dropdown. */
export const STATE_ENTRIES: readonly { code: StateCode; name: string; solYears: SolYears }[] = (Object.keys(STATE_NAMES) as StateCode[])
  .filter((code) => SOL_YEARS_BY_STATE[code] !== undefined)
  .map((code) => ({ code, name: STATE_NAMES[code], solYears: SOL_YEARS_BY_STATE[code] as SolYears }));
