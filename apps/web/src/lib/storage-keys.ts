/** Browser storage keys named by the spec (000 §3, 001 §7). */
export const LOCAL_KEYS = { token: 'token', user: 'user', analysisResults: 'analysisResults', userState: 'userState', language: 'language' } as const;
export const SESSION_KEYS = { userState: 'userState' } as const;
