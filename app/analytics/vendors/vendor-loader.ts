/**
 * What each vendor module (tag-manager.ts, meta-pixel.ts, intercom.ts, clarity.ts) provides to
 * the orchestrator (third-party-scripts.ts).
 */
import type { ConsentChoice } from '../../../domain/consent.ts'

export type VendorLoader = {
	/** How long after the window's load event the script goes in, for a page path without its locale prefix. */
	delayAfterLoadMs(path: string): number
	/** Adds the script with its id, under the visitor's current choice. */
	start(id: string, choice: ConsentChoice): StartedVendor
}

export type StartedVendor = {
	/** The visitor changed their choice: grant or withdraw what the vendor may do, and remove what it stored. */
	consentChanged(choice: ConsentChoice): void
}
