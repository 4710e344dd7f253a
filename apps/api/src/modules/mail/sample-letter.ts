/** A letter as @debtshield/letters lays it out, with both addresses filled in (tests). */
export const SAMPLE_LETTER = `Jordan Reyes
12 Elm St
Apt 4
Austin, TX 78701

March 2, 2026

Apex Recovery Partners
PO Box 4410
Chicago, IL 60601-4410

RE: Account ending in 1234

Dear Sir or Madam:

I dispute this debt and request validation under 15 U.S.C. 1692g(b). Please stop collection until you mail me verification.

Sincerely,


______________________________
Jordan Reyes

Sent by certified mail, return receipt requested.
`;
