import { collectorKey } from './collector-key';

/**
 * Names under which the CFPB lists a collector's complaints when they differ from the name on its
 * letters: the CFPB files complaints under the parent company (Midland Credit Management and Midland
 * Funding are Encore Capital Group's; Cavalry SPV is Cavalry Portfolio Services'). Keys as collectorKey makes them.
 */
const CFPB_PARENTS: Record<string, string> = {
  midland: 'Encore Capital Group',
  'midland credit management': 'Encore Capital Group',
  'midland funding': 'Encore Capital Group',
  'midland credit': 'Encore Capital Group',
  mcm: 'Encore Capital Group',
  'asset acceptance': 'Encore Capital Group',
  pra: 'Portfolio Recovery Associates, Inc.',
  'portfolio recovery': 'Portfolio Recovery Associates, Inc.',
  'cavalry spv i': 'Cavalry Portfolio Services, LLC',
  'cavalry spv': 'Cavalry Portfolio Services, LLC',
};

/** The key of the company the CFPB lists the collector under, when it is another one. */
export const cfpbParentKey = (key: string): string | null => {
  const parent = CFPB_PARENTS[key];
  return parent ? collectorKey(parent) : null;
};
