import { renderLetterPdf } from './render-letter-pdf';

export type PdfTask = { text: string; title: string };

/** Renders one letter PDF on a worker thread (pdf-pool.ts). */
const renderInWorker = async (task: PdfTask): Promise<Uint8Array> => renderLetterPdf(task.text, { title: task.title });

export default renderInWorker;
