export type WaitForGlobalOptions = {
	/** Checks after the first, immediate one. */
	tries?: number
	intervalMs?: number
	win?: object
}

/**
 * Waits for a third-party script (tag manager, chat widget) to define its global, which it does
 * some time after its <script> loads. Checks now, then `tries` more times `intervalMs` apart.
 */
export function waitForGlobal<T>(
	name: string,
	{ tries = 15, intervalMs = 150, win = globalThis }: WaitForGlobalOptions = {},
): Promise<T> {
	const read = () => (win as Record<string, unknown>)[name] as T | undefined
	return new Promise<T>((resolve, reject) => {
		let triesLeft = tries
		const check = () => {
			const value = read()
			if (value !== undefined) return resolve(value)
			if (triesLeft === 0) return reject(new Error(`Script global "${name}" did not appear after ${tries} tries`))
			triesLeft -= 1
			setTimeout(check, intervalMs)
		}
		check()
	})
}
