/**
 * The payment gateways as configuration says: the real APS and Tabby with PAYMENTS_MODE=live,
 * or the built-in sandbox (server/payments/sandbox/) otherwise. The adapters are the same code
 * either way; only URLs and credentials differ. In sandbox mode the server reaches the sandbox
 * in-process (no network hop to its own public address), while the browser is sent to the
 * sandbox's pages under the public origin, as it would be sent to the gateway's.
 */
import { readFileSync } from 'node:fs'
import type { Hono } from 'hono'
import type { Config } from '../config.ts'
import { createApsGateway } from './aps/gateway.ts'
import { apsSandboxSettings, createApsSandbox } from './sandbox/aps-sandbox.ts'
import type { SandboxRecords } from './sandbox/sandbox-records.ts'
import { apsSandboxCredentials, type SandboxSecrets, tabbySandboxCredentials } from './sandbox/sandbox-secrets.ts'
import { createTabbySandbox } from './sandbox/tabby-sandbox.ts'
import { createTabbyGateway } from './tabby/gateway.ts'
import { PAYMENT_ROUTES } from './payment-service.ts'

export const SANDBOX_PATHS = { aps: '/_sandbox/aps', tabby: '/_sandbox/tabby' } as const

type Payments = Config['payments']

export type PaymentProviders = ReturnType<typeof createPaymentProviders>

/** What the sandbox gateways need in sandbox mode: the installation's secrets and where they keep their state. */
export type SandboxDependencies = { secrets: SandboxSecrets; records: SandboxRecords }

/** `callBack` lets the sandbox deliver notifications and webhooks to our own app in-process. */
export function createPaymentProviders(payments: Payments, publicOrigin: string, callBack: typeof fetch, sandbox: SandboxDependencies | null) {
	const methods = new Set(payments.methods)
	const sandboxes: Array<{ path: string; app: Hono }> = []

	let aps: ReturnType<typeof createApsGateway> | null = null
	let tabby: ReturnType<typeof createTabbyGateway> | null = null
	let tabbyWebhook: { headerName: string; secret: string } | null = null

	if (payments.mode === 'sandbox') {
		if (!sandbox) throw new Error('PAYMENTS_MODE=sandbox needs the installation’s sandbox secrets')
		const apsCredentials = apsSandboxCredentials(sandbox.secrets)
		const tabbyCredentials = tabbySandboxCredentials(sandbox.secrets)
		const apsSandbox = createApsSandbox({
			publicOrigin,
			credentials: apsCredentials,
			records: sandbox.records,
			notify: { url: `${publicOrigin}${PAYMENT_ROUTES.apsNotification}`, fetch: callBack },
		})
		const tabbySandbox = createTabbySandbox({
			publicOrigin,
			credentials: tabbyCredentials,
			records: sandbox.records,
			webhook: { url: `${publicOrigin}${PAYMENT_ROUTES.tabbyWebhook}`, fetch: callBack },
		})
		sandboxes.push({ path: SANDBOX_PATHS.aps, app: apsSandbox }, { path: SANDBOX_PATHS.tabby, app: tabbySandbox })
		aps = createApsGateway({ ...apsSandboxSettings(publicOrigin, apsCredentials), fetch: inProcess(apsSandbox, SANDBOX_PATHS.aps) })
		tabby = createTabbyGateway({
			apiUrl: `${publicOrigin}${SANDBOX_PATHS.tabby}`,
			secretKey: tabbyCredentials.secretKey,
			merchantCode: tabbyCredentials.merchantCode,
			fetch: inProcess(tabbySandbox, SANDBOX_PATHS.tabby),
		})
		tabbyWebhook = { headerName: tabbyCredentials.webhookHeaderName, secret: tabbyCredentials.webhookSecret }
	} else {
		const { aps: apsSettings, tabby: tabbySettings } = payments
		if (methods.has('card') || methods.has('apple_pay')) {
			aps = createApsGateway({
				pageUrl: apsSettings.pageUrl,
				apiUrl: apsSettings.apiUrl,
				card: credentials(apsSettings),
				applePay: methods.has('apple_pay') ? credentials({ ...apsSettings, ...apsSettings.applePay }) : undefined,
			})
		}
		if (methods.has('tabby')) {
			tabby = createTabbyGateway({ apiUrl: tabbySettings.apiUrl, secretKey: required(tabbySettings.secretKey), merchantCode: required(tabbySettings.merchantCode) })
			tabbyWebhook = { headerName: TABBY_WEBHOOK_HEADER, secret: required(tabbySettings.webhookSecret) }
		}
	}

	const domainAssociation = payments.applePay.domainAssociationFile ? readFileSync(payments.applePay.domainAssociationFile, 'utf8') : null
	return {
		mode: payments.mode,
		methods: payments.methods,
		savedCards: payments.savedCards,
		aps,
		tabby,
		tabbyWebhook,
		sandboxes,
		applePay:
			methods.has('apple_pay') && payments.applePay.merchantId && payments.applePay.certificateFile && payments.applePay.keyFile
				? {
						merchantId: payments.applePay.merchantId,
						certificate: readFileSync(payments.applePay.certificateFile, 'utf8'),
						privateKey: readFileSync(payments.applePay.keyFile, 'utf8'),
					}
				: null,
		domainAssociation,
		/** The gateway page the card form posts to: the pages' CSP must allow it as a form target. */
		cardFormOrigin: aps ? new URL(payments.mode === 'sandbox' ? publicOrigin : payments.aps.pageUrl).origin : null,
	}
}

/** The header we register with Tabby's webhook; its value is TABBY_WEBHOOK_SECRET. */
export const TABBY_WEBHOOK_HEADER = 'X-Kcal-Webhook-Secret'

/** The sandbox app is mounted under a prefix on the real server; in-process calls go to its own paths. */
function inProcess(app: Hono, prefix: string): typeof fetch {
	return async (input, init) => {
		const url = new URL(input instanceof Request ? input.url : String(input))
		const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname
		return app.request(`${path}${url.search}`, init)
	}
}

function credentials(settings: { accessCode?: string; merchantIdentifier?: string; requestPhrase?: string; responsePhrase?: string; shaType: 'sha256' | 'sha512' }) {
	return {
		accessCode: required(settings.accessCode),
		merchantIdentifier: required(settings.merchantIdentifier),
		requestPhrase: required(settings.requestPhrase),
		responsePhrase: required(settings.responsePhrase),
		shaType: settings.shaType,
	}
}

// loadConfig refuses live mode without these, so a missing one here is a programming error.
function required(value: string | undefined): string {
	if (!value) throw new Error('A live payment setting is missing although the configuration was validated')
	return value
}
