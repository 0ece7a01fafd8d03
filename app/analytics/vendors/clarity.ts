/**
 * Microsoft Clarity's session recording, for analytics consent only. Clarity's snippet: a
 * queueing `clarity` stub and the project's tag, which brings the recorder. Consent goes through
 * Clarity's consent API (v2: analytics and advertising storage); withdrawing it stops the
 * recording and removes Clarity's cookies. Clarity counts page views itself; other events are
 * marked in the recording so sessions can be filtered by them.
 */
import type { ConsentChoice, ConsentStatus } from '../../../domain/consent.ts'
import { registerSink } from '../bus.ts'
import { deleteCookies } from './delete-cookies.ts'
import { loadScript } from './load-script.ts'
import type { VendorLoader } from './vendor-loader.ts'

type ClarityApi = ((command: string, ...args: unknown[]) => void) & { q?: unknown[][] }

declare global {
	interface Window {
		clarity?: ClarityApi
	}
}

const storage = (status: ConsentStatus) => (status === 'GRANTED' ? 'granted' : 'denied')
const consentV2 = (choice: ConsentChoice) => ({ analytics_Storage: storage(choice.analytics), ad_Storage: storage(choice.marketing) })

// The recorder replaces the stub when it arrives, so every call goes to whichever is there now.
const clarityCall = (command: string, ...args: unknown[]) => window.clarity?.(command, ...args)

export const clarity: VendorLoader = {
	delayAfterLoadMs: () => 1000,
	start(id, choice) {
		if (!window.clarity) {
			const stub: ClarityApi = (...command) => {
				stub.q?.push(command)
			}
			stub.q = []
			window.clarity = stub
		}
		loadScript(`https://www.clarity.ms/tag/${encodeURIComponent(id)}`)
		clarityCall('consentv2', consentV2(choice))
		registerSink({
			id: 'clarity',
			purpose: 'analytics',
			send(event) {
				if (event.name !== 'page_view') clarityCall('event', event.name)
			},
		})
		let recording = choice.analytics === 'GRANTED'
		return {
			consentChanged(next) {
				clarityCall('consentv2', consentV2(next))
				const allowed = next.analytics === 'GRANTED'
				if (allowed === recording) return
				recording = allowed
				clarityCall(allowed ? 'start' : 'stop')
				if (!allowed) deleteCookies((name) => name === '_clck' || name === '_clsk')
			},
		}
	},
}
