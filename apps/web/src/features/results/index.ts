// The results feature's public face: what other features may use.
export { MAX_SETTLEMENT_PERCENT, MIN_SETTLEMENT_PERCENT, settlementFor, type SettlementFigures } from './api/settlement';
export { downloadBlob } from './api/download-file';
export { fetchLetterPdf } from './api/results-api';
