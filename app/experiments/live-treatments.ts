/**
 * The treatments that replaced the server-rendered ones after a flag-service update in this tab
 * (spec §4: "all treatments are re-fetched and replaced"), set by the browser SDK
 * (./split-client.tsx) and read by `useTreatment`. Null until then, and always on the server and
 * during hydration, so the first render matches the HTML.
 */
import type { Treatments } from './treatments.ts'

let current: Treatments | null = null
const listeners = new Set<() => void>()

export const liveTreatments = {
	subscribe(listener: () => void) {
		listeners.add(listener)
		return () => {
			listeners.delete(listener)
		}
	},
	get: () => current,
	getServer: (): Treatments | null => null,
}

/** Null goes back to the page's own treatments (a new SDK client, e.g. after signing in, evaluates afresh). */
export function replaceTreatments(treatments: Treatments | null) {
	if (treatments === current) return
	current = treatments
	for (const listener of listeners) listener()
}
