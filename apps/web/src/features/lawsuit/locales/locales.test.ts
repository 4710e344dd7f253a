import { describeCatalogue } from '../../../testing/catalogue';
import en from './en.json';
import es from './es.json';

// The amounts these texts carry are the law's (the federal wage floor, Florida's $750, the court's
// $35,000 limit), not DebtShield's prices, so the no-typed-price check does not apply.
describeCatalogue('lawsuit', en, es, { noPrices: false });
