import certifiedMail from '../../features/certified-mail/locales/en.json';
import tracker from '../../features/tracker/locales/en.json';
import lawsuit from '../../features/lawsuit/locales/en.json';
import dfy from '../../features/dfy/locales/en.json';
import emailForwarding from '../../features/email-forwarding/locales/en.json';
import forwarding from '../../features/email-forwarding/locales/forwarding/en.json';
import faq from '../../features/faq/locales/en.json';
import feedback from '../../features/feedback/locales/en.json';
import payment from '../../features/payment/locales/en.json';
import resources from '../../features/resources/locales/en.json';
import upload from '../../features/upload/locales/en.json';

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
