/**
 * The frame of every console page (docs/console.md): the document, the shared styles, the header
 * with who is signed in, and the skip link. Sections render their pages inside `Layout` and pass
 * their own CSS in `styles`; the page is static HTML with no script (the console's CSP allows none).
 */
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { CONSOLE_MESSAGES } from '../../content/console-messages.ts'
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import { uaeDateTime } from '../../domain/delivery-schedule.ts'
import { fillText as fill } from '../../domain/text-template.ts'
import type { SignedInStaff } from './staff-sessions.ts'

/** The language tag the console's dates, counts and amounts are written in (Latin digits in both). */
export const consoleLocaleTag = (locale: ConsoleLocale) => (locale === 'ar' ? 'ar-AE' : 'en-GB')

/**
 * When something happened, as the office's clock read it: UAE time (GST, UTC+4), so a payment at
 * 01:30 in Dubai is on that day, not the evening before in UTC. Latin digits in both languages.
 */
export const consoleTime = (at: Date | null, withSeconds = false) => (at ? `${uaeDateTime(at, withSeconds)} GST` : '–')

// Sections fill their `{{name}}` placeholders with the site's one rule.
export { fill }

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,"Segoe UI",Tahoma,Arial,sans-serif;color:#111827;background:#f3f4f6;line-height:1.5}
a{color:#166534}
.skip{position:absolute;inset-inline-start:-999px}.skip:focus{inset-inline-start:1rem;top:1rem;background:#fff;padding:.5rem}
header{background:#14532d;color:#fff;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
header a,header button{color:#fff}
header .account{margin-inline-start:auto;display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem 1rem;font-size:.9rem}
@media (max-width:40rem){header .account{margin-inline-start:0;flex-basis:100%}}
main{max-width:64rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:2rem 0 .75rem}
form.stack{display:grid;gap:.9rem;max-width:28rem}
label{display:grid;grid-template-columns:minmax(0,1fr);gap:.25rem;font-weight:600}
input,select{font:inherit;padding:.55rem .65rem;border:1px solid #6b7280;border-radius:.375rem;background:#fff;color:inherit;max-width:100%}
input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible,.table-scroll:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.hint{font-weight:400;font-size:.875rem;color:#4b5563}
.error{color:#b91c1c;font-weight:600}
.notice{background:#dcfce7;border:1px solid #166534;padding:.6rem .8rem;border-radius:.375rem}
.alert{background:#fee2e2;border:1px solid #b91c1c;padding:.6rem .8rem;border-radius:.375rem}
button{font:inherit;font-weight:600;padding:.55rem 1.1rem;border-radius:.375rem;border:0;background:#166534;color:#fff;cursor:pointer}
button.link{background:none;padding:0;text-decoration:underline;font-weight:400;color:inherit}
button.danger{background:#b91c1c}
table{border-collapse:collapse;width:100%;background:#fff}
.table-scroll{overflow-x:auto;max-width:100%;margin-block-end:1rem}
.code{white-space:nowrap}
th,td{text-align:start;padding:.5rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
pre{margin:0;white-space:pre-wrap;word-break:break-word;font-size:.8rem}
ul.sections{list-style:none;padding:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))}
ul.sections li{background:#fff;border:1px solid #d1d5db;border-radius:.5rem;padding:1rem}
.badge{display:inline-block;font-size:.8rem;background:#e5e7eb;border-radius:999px;padding:0 .5rem}
.qr svg{width:14rem;height:14rem;background:#fff}
code.secret,ol.codes{font-family:ui-monospace,Menlo,Consolas,monospace;direction:ltr;unicode-bidi:isolate}
ol.codes{columns:2;font-size:1.1rem}
.filters{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-bottom:1rem}
.filters>*{max-width:100%}
`

type LayoutProps = {
	locale: ConsoleLocale
	title: string
	nonce: string
	staff?: SignedInStaff | null
	/** A section's own rules, added after the shared ones (same nonce). */
	styles?: string
	children: ReactNode
}

export function Layout({ locale, title, nonce, staff, styles = '', children }: LayoutProps) {
	const t = CONSOLE_MESSAGES[locale]
	return (
		<html lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="robots" content="noindex, nofollow" />
				<title>{`${title} | ${t.consoleName}`}</title>
				<style nonce={nonce} dangerouslySetInnerHTML={{ __html: STYLE + styles }} />
			</head>
			<body>
				<a className="skip" href="#content">
					{t.skipToContent}
				</a>
				<header>
					<a href="/console/">{t.consoleName}</a>
					{staff ? (
						// One group: on a phone it takes the line under the console's name, read from its start.
						<div className="account">
							<span>{fill(t.nav.signedInAs, { name: staff.name, role: t.roles[staff.role] })}</span>
							<form method="post" action="/console/sign-out/">
								<button type="submit" className="link">
									{t.nav.signOut}
								</button>
							</form>
						</div>
					) : null}
				</header>
				<main id="content">{children}</main>
			</body>
		</html>
	)
}

export function renderPage(node: ReactNode): string {
	return `<!doctype html>${renderToStaticMarkup(node)}`
}

/**
 * A table that scrolls sideways inside its own box when it is wider than the screen (a
 * dispatcher's phone), instead of widening the whole page; focusable, so the keyboard scrolls it.
 */
export function Table({ className, children }: { className?: string; children: ReactNode }) {
	return (
		<div className="table-scroll" tabIndex={0}>
			<table className={className}>{children}</table>
		</div>
	)
}

/** What a page says after a post: a done change (a status) or a refusal (an alert). */
export type Notice = { kind: 'notice' | 'alert'; text: string } | null

/** The line of a page's `Notice`, announced to screen readers as it appears. */
export function NoticeLine({ notice }: { notice: Notice }) {
	if (!notice) return null
	return (
		<p className={notice.kind} role={notice.kind === 'alert' ? 'alert' : 'status'}>
			{notice.text}
		</p>
	)
}

/**
 * What a form field shows beside its input and how the input names it for screen readers: the
 * hint line, the error line, and the `aria-describedby` of the two (ids `<id>-hint`, `<id>-error`).
 */
export function fieldNotes(id: string, hint: string | undefined, error: string | null | undefined) {
	return {
		describedBy: [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
		hintLine: hint ? (
			<span className="hint" id={`${id}-hint`}>
				{hint}
			</span>
		) : null,
		errorLine: error ? (
			<span className="error" id={`${id}-error`}>
				{error}
			</span>
		) : null,
	}
}
