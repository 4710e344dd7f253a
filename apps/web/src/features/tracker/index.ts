// The tracker feature's public face: what other features may use.
export { DisputesCompact } from './components/disputes-compact';
