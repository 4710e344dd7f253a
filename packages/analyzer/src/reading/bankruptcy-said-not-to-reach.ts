import type { Span } from '../types';
export const readBankruptcySaidNotToReach = (_text: string): Span[] => [];
