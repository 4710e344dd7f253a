// The certified-mail feature's public face: what other features may use.
export { CertifiedMailPanel } from './components/certified-mail-panel';
