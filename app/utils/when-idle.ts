/**
 * Resolves once the browser has a quiet moment (or after `timeoutMs` at the latest), for work
 * that must not compete with the first paint and hydration: lazily loaded analytics and vendor
 * code. Safari has no requestIdleCallback; there a timer stands in for it.
 */
export function whenIdle(timeoutMs = 2_000, win: Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>> = window): Promise<void> {
	return new Promise((resolve) => {
		if (win.requestIdleCallback) win.requestIdleCallback(() => resolve(), { timeout: timeoutMs })
		else win.setTimeout(resolve, Math.min(timeoutMs, SAFARI_DELAY_MS))
	})
}

const SAFARI_DELAY_MS = 500
