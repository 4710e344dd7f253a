import { describeCatalogue } from '../../../testing/catalogue';
import en from './en.json';
import es from './es.json';

// The credit pages quote example balances in their hints ("the balance shows $1,200…"): amounts a person
// might type, not prices; no price is typed here (the plan prices come from the catalogue).
describeCatalogue('credit', en, es, { noPrices: false });
