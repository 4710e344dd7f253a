/**
 * A Regulation F notice split over two pages (tests only): a front that states the debt and asks for payment, and a dispute
 * right that can be put on its back (`${NOTICE_FRONT}\f${NOTICE_BACK_RIGHTS}`), for the checks of where the rights stand.
 */
export const NOTICE_FRONT = `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
Total amount of the debt now: $2,284.56
PLEASE PAY THE FULL BALANCE TODAY.`;

export const NOTICE_BACK_RIGHTS =
  'If you write to us by April 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.';
