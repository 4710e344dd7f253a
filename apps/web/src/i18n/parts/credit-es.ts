import credit from '../../features/credit/locales/es.json';
import scoreSimulator from '../../features/credit/locales/score-simulator/es.json';

/**
 * The credit feature's strings: the credit center of /dashboard/credit (with the dashboard part, all
 * its first screen and its tabs show) and the credit dispute page. 'pages' brings this part. See ../index.ts.
 */
export default { credit, scoreSimulator };
