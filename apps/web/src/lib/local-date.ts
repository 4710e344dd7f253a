/** Today in the person's own time zone, as 'YYYY-MM-DD'. */
export const localIsoDate = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
