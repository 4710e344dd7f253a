import { describeCatalogue } from '../../../../testing/catalogue';
import en from './en.json';
import es from './es.json';

describeCatalogue('lawsuitCard', en, es);
