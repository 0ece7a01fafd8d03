/**
 * The pages of "Dishes and menus" (issue 18 items 3–4): static HTML forms that post back (no
 * script: the console's CSP allows none). A failed post shows the same page again with what was
 * typed and each field's problem (status 400).
 *
 * This module: what the section's pages share (styles, the type of their notice, field errors, the
 * languages of the text fields).
 */
import { MENUS_MESSAGES, type MenusMessages } from '../../../content/console-messages/menus.ts'
import { type LocaleCode } from '../../../domain/locale.ts'
import type { Notice } from '../layout.tsx'
import type { SignedInStaff } from '../staff-sessions.ts'

export const STYLES = `
fieldset{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:0 0 1rem;background:#fff;min-inline-size:0}
legend{font-weight:700;padding:0 .25rem}
.checks{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem}
.checks label{display:flex;gap:.4rem;align-items:center;font-weight:400}
.texts{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))}
textarea{font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.375rem;min-height:4.5rem}
table.figures input{width:6rem}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:1rem 0}
.thumb{width:8rem;height:auto;border-radius:.375rem;display:block}
.week select{max-width:14rem}
.week select[multiple]{min-height:6.5rem}
.week td,.week th{min-width:10rem}
.status-retired{color:#6b7280}
`

export type Page = { nonce: string; staff: SignedInStaff }
/** What a page says after a post (shown by the layout's `NoticeLine`). */
export type Message = NonNullable<Notice>

export const messagesOf = (staff: SignedInStaff): MenusMessages => MENUS_MESSAGES[staff.locale]
/** The site's language a console locale reads dish names in. */
export const siteLocaleOf = (staff: SignedInStaff): LocaleCode => (staff.locale === 'ar' ? 'ar-ae' : 'en')

export function FieldError({ id, text }: { id: string; text?: string }) {
	return text ? (
		<span className="error" id={id}>
			{text}
		</span>
	) : null
}

/** The `lang` and `dir` of a text field in each site language. */
export const LANG = { en: { lang: 'en', dir: 'ltr' }, 'ar-ae': { lang: 'ar', dir: 'rtl' }, 'ru-ae': { lang: 'ru', dir: 'ltr' } } as const
