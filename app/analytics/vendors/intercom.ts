/**
 * Intercom's Messenger, for marketing consent only: it profiles visitors. Intercom's snippet for
 * single-page apps: settings, a queueing `Intercom` stub, the widget script, then `boot`; `update`
 * on every page view so it sees the page change, and `shutdown` when consent is withdrawn (which
 * also removes its cookies). Phone, WhatsApp and e-mail stay on the contact page for everyone.
 *
 * Spec §4: a new e-mail in the client-data store is passed to it, once its global exists.
 */
import type { ConsentChoice } from '../../../domain/consent.ts'
import { onClientEmail, readClientData } from '../../utils/client-data-store.ts'
import { waitForGlobal } from '../../utils/script-poller.ts'
import { registerSink } from '../bus.ts'
import { loadScript } from './load-script.ts'
import type { VendorLoader } from './vendor-loader.ts'

type IntercomApi = ((command: string, ...args: unknown[]) => void) & { q?: unknown[][] }

declare global {
	interface Window {
		Intercom?: IntercomApi
		intercomSettings?: Record<string, unknown>
	}
}

// A workspace hosted in the United States (security-headers.ts allows these hosts).
const API_BASE = 'https://api-iam.intercom.io'

function installStub() {
	if (window.Intercom) return
	const stub: IntercomApi = (...command) => {
		stub.q?.push(command)
	}
	stub.q = []
	window.Intercom = stub
}

// The widget replaces the stub when it arrives, so every call goes to whichever is there now.
const intercomCall = (command: string, ...args: unknown[]) => window.Intercom?.(command, ...args)

export const intercom: VendorLoader = {
	// The Messenger is heavy and nobody needs it in the first second.
	delayAfterLoadMs: () => 1000,
	start(id, choice) {
		const settings = { api_base: API_BASE, app_id: id }
		window.intercomSettings = settings
		installStub()
		loadScript(`https://widget.intercom.io/widget/${encodeURIComponent(id)}`)
		const boot = () => {
			const { email } = readClientData()
			intercomCall('boot', email ? { ...settings, email } : settings)
		}
		let allowed = choice.marketing === 'GRANTED'
		if (allowed) boot()
		registerSink({
			id: 'intercom',
			purpose: 'marketing',
			send(event) {
				if (event.name === 'page_view') intercomCall('update')
			},
		})
		onClientEmail((email) => {
			if (!allowed) return
			void waitForGlobal<IntercomApi>('Intercom')
				.then((current) => current('update', { email }))
				.catch(() => {
					// Blocked by the browser (an extension): the e-mail is simply not passed on.
				})
		})
		return {
			consentChanged(next: ConsentChoice) {
				const nowAllowed = next.marketing === 'GRANTED'
				if (nowAllowed === allowed) return
				allowed = nowAllowed
				if (allowed) boot()
				else intercomCall('shutdown')
			},
		}
	},
}
