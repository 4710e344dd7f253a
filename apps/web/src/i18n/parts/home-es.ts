import plans from '../../features/plans/locales/es.json';
import home from '../../features/home/locales/es.json';
import quiz from '../../features/quiz/locales/es.json';
import shell from '../locales/es.json';

/** What the shell and the home page show (the first page most people load): shell, home, quiz, plan cards. */
export default { ...shell, home, quiz, plans };
