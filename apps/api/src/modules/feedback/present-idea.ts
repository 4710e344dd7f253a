import { ANONYMOUS_IDEA_CREDIT, type ImplementedIdea } from '@debtshield/contracts';
import type { ImplementedIdeaRow } from './feedback.repository';

/** An implemented idea as the page shows it: credited by public name only, dated by the day it shipped. */
export const presentIdea = (row: ImplementedIdeaRow): ImplementedIdea => ({
  id: row.id,
  user_name: row.publicName?.trim() || ANONYMOUS_IDEA_CREDIT,
  date: (row.implementedAt ?? row.createdAt).toISOString().slice(0, 10),
  feedback: row.feedback,
  status: row.status,
  impact_description: row.impactDescription?.trim() || null,
});
