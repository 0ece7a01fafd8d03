/**
 * The look of the built-in payment sandbox's own pages (card tokenization
 * errors, the 3-D Secure challenge, the Tabby checkout). They stand in for
 * pages the real gateways host, so they are deliberately plain, English only
 * like most issuer pages, and say on every screen that no real money moves.
 */
import { createNonce } from '../../http/security-headers.ts'
import { escapeHtml } from '../../mail/templates.ts'

export type SandboxPage = { html: string; headers: Record<string, string> }

type SandboxPageOptions = {
	title: string
	/** Trusted HTML built by the sandbox itself; escape every value with escapeHtml. */
	body: string
	/** Id of a form to submit as soon as the page loads (the gateway's redirect back to the merchant). */
	autoSubmitFormId?: string
}

export function sandboxPage({ title, body, autoSubmitFormId }: SandboxPageOptions): SandboxPage {
	const nonce = createNonce()
	const script = autoSubmitFormId
		? `<script nonce="${nonce}">document.getElementById(${JSON.stringify(autoSubmitFormId)}).submit()</script>`
		: ''
	const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | Payment sandbox</title><style nonce="${nonce}">${STYLES}</style></head><body><p class="banner" role="note">Test payment gateway: no real money moves.</p><main>${body}</main>${script}</body></html>`
	return {
		html,
		headers: {
			'Content-Type': 'text/html; charset=utf-8',
			'Cache-Control': 'no-store',
			'X-Robots-Tag': 'noindex',
			// The forms go back to the merchant, which may be another origin than the sandbox in tests.
			'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action *; frame-ancestors 'none'; base-uri 'none'`,
		},
	}
}

// The same escaping as the e-mails': these pages are built as strings too.
export { escapeHtml }

/** Hidden inputs of a form that posts the gateway's signed answer back to the merchant. */
export function hiddenFields(fields: Record<string, string>) {
	return Object.entries(fields)
		.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
		.join('')
}

const STYLES = `body{font-family:system-ui,sans-serif;margin:0;color:#111827;background:#f3f4f6}
.banner{margin:0;padding:.5rem 1rem;background:#fef3c7;color:#78350f;text-align:center;font-weight:600}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgb(0 0 0/.1)}
h1{font-size:1.25rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#4b5563}dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.625rem;border:1px solid #6b7280;border-radius:.5rem;font-size:1rem}
button{margin-top:1rem;width:100%;padding:.75rem;border:0;border-radius:.5rem;font-size:1rem;font-weight:600;cursor:pointer;background:#15803d;color:#fff}
button.secondary{background:#fff;color:#991b1b;border:1px solid #991b1b}
.error{color:#991b1b;font-weight:600}
.hint{color:#4b5563;font-size:.875rem}`
