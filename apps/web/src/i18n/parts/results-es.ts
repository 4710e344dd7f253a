import results from '../../features/results/locales/es.json';

/** The results page's strings: its first screen (the email gate) needs no other part (see ../index.ts). */
export default { results };
