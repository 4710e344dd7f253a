// The dashboard feature's public face: what other features may use.
export { IntelView } from './components/intel-view';
export { DashboardFrame } from './components/dashboard-frame';
