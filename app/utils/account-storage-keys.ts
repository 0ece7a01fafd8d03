/**
 * Where the browser keeps what it knows of the signed-in customer (auth-store.ts,
 * client-data-store.ts): this tab's session storage, so it ends with the tab. In a module of
 * their own so the root can tell, without loading those stores, whether there is anything to
 * keep in step or to clear after a log-out.
 */
export const AUTH_STORE_KEY = 'kcal.auth'
export const CLIENT_DATA_KEY = 'kcal.clientData'
const ACCOUNT_KEYS = [AUTH_STORE_KEY, CLIENT_DATA_KEY] as const

function held(storage: () => Storage): boolean {
	try {
		return ACCOUNT_KEYS.some((key) => storage().getItem(key) !== null)
	} catch {
		// Storage blocked: nothing can be kept there.
		return false
	}
}

/**
 * Whether this tab holds account data, or local storage still holds an earlier version's copy:
 * either way the auth store must run, to keep it in step with the session or to clear it.
 */
export function accountDataToSync(): boolean {
	return held(() => sessionStorage) || held(() => localStorage)
}

/**
 * Earlier versions kept the profile, addresses, masked card and client data in local storage,
 * where they outlived the visit and any tag allowed in later could read them: removed on the
 * next visit (auth-store.ts runs this before anything else).
 */
export function removeLocalCopies(): void {
	try {
		for (const key of ACCOUNT_KEYS) localStorage.removeItem(key)
	} catch {
		// Storage blocked: nothing was kept there.
	}
}
