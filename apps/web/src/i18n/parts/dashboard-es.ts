import auth from '../../features/auth/locales/es.json';
import dashboard from '../../features/dashboard/locales/es.json';
import intel from '../../features/dashboard/locales/intel/es.json';
import lawsuitCard from '../../features/lawsuit/locales/lawsuit-card/es.json';

/**
 * The dashboard's strings: its views but the credit center (it brings 'credit'), the disputes,
 * templates and tools (those bring 'pages'), the sign-in page's (`auth`: the dashboard shows its sign-out button; 'pages' brings
 * this part) and the lawsuit card of its overview (`lawsuitCard`, apart from the lawsuit page's
 * strings). See ../index.ts.
 */
export default { dashboard, intel, auth, lawsuitCard };
