/** A collector's name as shown and grouped on the page (trimmed; empty when unknown). */
export const collectorLabel = (name: string | null | undefined): string => name?.trim() ?? '';
