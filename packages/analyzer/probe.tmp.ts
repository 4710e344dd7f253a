import { analyzeText, getRule } from './src/index';
const run = (t: string, answers: any = {}) => {
  const r = analyzeText(t, { answers: { state: 'IL', ...answers }, today: '2025-06-12', rules: [getRule('false_attorney_involvement')!] });
  const f = r.findings.find((x) => x.id === 'false_attorney_involvement');
  const q = r.questions.filter((x) => x.askedBy.includes('false_attorney_involvement')).map((x) => x.id);
  return `${f ? 'FLAG' : '-'} ${q.join(',')}`;
};
const heads = ['Despacho Jurídico Ramírez & Soto\n200 Calle Ocho\nMiami, FL 33130', 'Bufete de Abogados Herrera\n200 Calle Ocho\nMiami, FL 33130', 'KESSLER & MOORE, ATTORNEYS AT LAW\n10 State St\nChicago, IL 60601', 'Ruiz Firma de Abogados\n200 Calle Ocho\nMiami, FL 33130'];
const bodies = ['Please remit the balance of $1,240.00.', 'Este despacho ha sido contratado por Banco Pinar para cobrar su cuenta. Por favor pague el saldo.', 'If payment is not received, we will proceed as our client directs.'];
for (const h of heads) for (const b of bodies) {
  const t = `${h}\n\nJune 2, 2025\n\nDear Maria Gomez:\n\n${b}\n\nThis communication is from a debt collector.\n\nSincerely,\n${h.split('\n')[0]}`;
  console.log(run(t), '|', run(t, { attorneyReviewedAccount: false }), '|', h.split('\n')[0], '|', b);
}
const greco = `KESSLER & MOORE, ATTORNEYS AT LAW\n10 State St\nChicago, IL 60601\n\nJune 2, 2025\n\nDear Maria Gomez:\n\nAt this time, no attorney with this firm has personally reviewed the particular circumstances of your account. Please remit the balance.\n\nSincerely,\nKESSLER & MOORE`;
console.log('greco', run(greco), run(greco, { attorneyReviewedAccount: false }));
const es = `Bufete de Abogados Herrera\n200 Calle Ocho\nMiami, FL 33130\n\nJune 2, 2025\n\nEstimada Maria:\n\nEn este momento, ningún abogado de este bufete ha revisado personalmente las circunstancias de su cuenta. Por favor pague el saldo.\n\nAtentamente,\nBufete de Abogados Herrera`;
console.log('greco es', run(es), run(es, { attorneyReviewedAccount: false }));
const agency = `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\nJune 2, 2025\n\nDear Maria Gomez:\n\nPlease remit the balance.\n\nSincerely,\nApex Recovery Group`;
console.log('agency', run(agency), run(agency, { attorneyReviewedAccount: false }));
