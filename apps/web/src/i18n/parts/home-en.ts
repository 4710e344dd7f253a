import plans from '../../features/plans/locales/en.json';
import home from '../../features/home/locales/en.json';
import quiz from '../../features/quiz/locales/en.json';
import shell from '../locales/en.json';

/** What the shell and the home page show (the first page most people load): shell, home, quiz, plan cards. */
export default { ...shell, home, quiz, plans };
