import { z } from 'zod';
import { US_STATE_CODES } from './us-states';

export { DEFAULT_STATE, US_STATE_CODES, US_STATES, USER_STATE_HEADER, isUsStateCode, type UsStateCode } from './us-states';

export const UsStateSchema = z.enum(US_STATE_CODES);

/** GET /api/geo/state: the state guessed from the caller's address by our own offline database. */
export const GeoStateResponseSchema = z.object({ success: z.literal(true), state: UsStateSchema.nullable() });
