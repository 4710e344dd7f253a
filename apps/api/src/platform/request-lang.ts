import { langFrom, type Lang } from '@debtshield/analyzer';

/** The language a person reads: Spanish when the request's Accept-Language prefers it (the web app sends its own), else English. */
export const requestLang = (request: { headers: Record<string, string | string[] | undefined> }): Lang => {
  const header = request.headers['accept-language'];
  return langFrom(Array.isArray(header) ? header.join(',') : header);
};

/** Headers of an answer written in `lang`: caches keep one copy per language. */
export const languageHeaders = (reply: { header: (name: string, value: string) => unknown }, lang: Lang): void => {
  reply.header('Content-Language', lang);
  reply.header('Vary', 'Accept-Language');
};

/** The reader's language for an answer: read from the request, said in the answer's headers. */
export const replyLang = (request: Parameters<typeof requestLang>[0], reply: Parameters<typeof languageHeaders>[0]): Lang => {
  const lang = requestLang(request);
  languageHeaders(reply, lang);
  return lang;
};
