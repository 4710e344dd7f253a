// The home feature's public face: the product offer and the start-free link the quiz ends with.
export { ProductOffer } from './components/product-offer';
export { START_FREE_DELAY_MS, StartFreeLink, type StartFreeLinkProps } from './components/start-free-link';
