import { FlowTypeSchema, UPLOAD_CONTEXTS, type FlowType } from '@debtshield/contracts';

export type UploadContext = (typeof UPLOAD_CONTEXTS)[number];

/** The query parameters of /upload (spec 000 §2). */
export type UploadParams = {
  /** generate or enhance; null when none (or an unknown one) is given. */
  flow: FlowType | null;
  disputeId: string | null;
  /** new or response; null when not given (the page then defaults to new). */
  context: UploadContext | null;
  /** Default debt. */
  service: string;
  /** Default general. */
  issue: string;
};

const MAX_PARAM = 200;

const text = (value: string | null): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_PARAM) : null;
};

const isContext = (value: string | null): value is UploadContext => (UPLOAD_CONTEXTS as readonly (string | null)[]).includes(value);

export const parseUploadParams = (params: URLSearchParams): UploadParams => {
  const flow = FlowTypeSchema.safeParse(params.get('flow'));
  const context = params.get('context');
  return {
    flow: flow.success ? flow.data : null,
    disputeId: text(params.get('dispute')),
    context: isContext(context) ? context : null,
    service: text(params.get('service')) ?? 'debt',
    issue: text(params.get('issue')) ?? 'general',
  };
};
