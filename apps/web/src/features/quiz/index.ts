// The quiz feature's public face.
export { SituationQuiz } from './components/situation-quiz';
