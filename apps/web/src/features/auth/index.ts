// The auth feature's public face: what other features may use.
export { LogoutButton } from './components/logout-button';
