/** Dates are ISO calendar dates 'YYYY-MM-DD' (no time zone games). */
export type IsoDate = string;
