import { UsStateSchema, type AnalyzeResponse, type UsStateCode } from '@debtshield/contracts';
import { getUserState } from '../../../lib/session';

/** The state the letter was analysed for (the analyzer's `sol.state`), else the stored one, else CA. */
export const analysisState = (analysis: AnalyzeResponse): UsStateCode => {
  const parsed = UsStateSchema.safeParse(analysis.sol.state?.toUpperCase());
  return parsed.success ? parsed.data : getUserState();
};
