import certifiedMail from '../../features/certified-mail/locales/es.json';
import tracker from '../../features/tracker/locales/es.json';
import lawsuit from '../../features/lawsuit/locales/es.json';
import dfy from '../../features/dfy/locales/es.json';
import emailForwarding from '../../features/email-forwarding/locales/es.json';
import forwarding from '../../features/email-forwarding/locales/forwarding/es.json';
import faq from '../../features/faq/locales/es.json';
import feedback from '../../features/feedback/locales/es.json';
import payment from '../../features/payment/locales/es.json';
import resources from '../../features/resources/locales/es.json';
import upload from '../../features/upload/locales/es.json';

/** Every other page's strings (they bring the results, dashboard and credit parts with them), loaded with the first of those pages (see ../index.ts). */
export default {
  upload,
  payment,
  feedback,
  emailForwarding,
  faq,
  dfy,
  resources,
  certifiedMail,
  tracker,
  lawsuit,
  forwarding,
};
