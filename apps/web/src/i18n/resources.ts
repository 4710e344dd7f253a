import authEn from '../features/auth/locales/en.json';
import authEs from '../features/auth/locales/es.json';
import paymentEn from '../features/payment/locales/en.json';
import paymentEs from '../features/payment/locales/es.json';
import plansEn from '../features/plans/locales/en.json';
import plansEs from '../features/plans/locales/es.json';
import resultsEn from '../features/results/locales/en.json';
import resultsEs from '../features/results/locales/es.json';
import uploadEn from '../features/upload/locales/en.json';
import uploadEs from '../features/upload/locales/es.json';
import emailForwardingEn from '../features/email-forwarding/locales/en.json';
import emailForwardingEs from '../features/email-forwarding/locales/es.json';
import feedbackEn from '../features/feedback/locales/en.json';
import feedbackEs from '../features/feedback/locales/es.json';
import dfyEn from '../features/dfy/locales/en.json';
import dfyEs from '../features/dfy/locales/es.json';
import faqEn from '../features/faq/locales/en.json';
import faqEs from '../features/faq/locales/es.json';
import homeEn from '../features/home/locales/en.json';
import homeEs from '../features/home/locales/es.json';
import quizEn from '../features/quiz/locales/en.json';
import quizEs from '../features/quiz/locales/es.json';
import en from './locales/en.json';
import es from './locales/es.json';

/**
 * Every catalogue: the shell's, and one per feature under the feature's key (`upload.*`,
 * `results.*`, `auth.*`, `payment.*`, `plans.*`), so features own their strings without editing
 * one shared file.
 */
export const RESOURCES = {
  en: { ...en, upload: uploadEn, results: resultsEn, auth: authEn, payment: paymentEn, plans: plansEn, feedback: feedbackEn, emailForwarding: emailForwardingEn, home: homeEn, quiz: quizEn, faq: faqEn, dfy: dfyEn },
  es: { ...es, upload: uploadEs, results: resultsEs, auth: authEs, payment: paymentEs, plans: plansEs, feedback: feedbackEs, emailForwarding: emailForwardingEs, home: homeEs, quiz: quizEs, faq: faqEs, dfy: dfyEs },
} as const;
