/**
 * The person's time zone, as their browser knows it. The dates typed or defaulted in forms are local
 * days (`localIsoDate` of @debtshield/clocks), not UTC ones: after midnight UTC an evening in the
 * Americas is still "today". The server counts "today" in the zone sent with a date, so both read the
 * same calendar.
 */
export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};
