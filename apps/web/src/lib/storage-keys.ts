/** Browser storage keys named by the spec (000 §3, 001 §7). */
export const LOCAL_KEYS = { token: 'token', user: 'user', analysisResults: 'analysisResults', userState: 'userState', language: 'language' } as const;

/**
 * Session storage keys (spec 000 §3/§4, 001 §7). The checkout writes the payment flags after a
 * verified payment; the success page reads them.
 */
export const SESSION_KEYS = {
  userState: 'userState',
  userEmail: 'userEmail',
  paymentSuccess: 'paymentSuccess',
  planType: 'planType',
  orderId: 'orderId',
  isMonthlyPlan: 'isMonthlyPlan',
  monthlyNote: 'monthlyNote',
  dfyLetterCount: 'dfyLetterCount',
  dfyAuthorized: 'dfyAuthorized',
} as const;
