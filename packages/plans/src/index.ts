export * from './access';
export * from './alerts';
export * from './catalogue';
export * from './grant';
export * from './credit-repair';
