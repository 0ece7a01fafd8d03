import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { splitLocalePath } from '../domain/locale.ts'
import { loadClientMessages } from './i18n/catalogues.client.ts'
import { I18nProvider } from './i18n/i18n.tsx'
import { createI18n } from './i18n/translate.ts'
import { DocumentContext, INLINE_STYLESHEET_ID } from './utils/document-context.ts'
import { loadWholeStylesheetOnIntent } from './utils/whole-stylesheet.ts'

const { locale } = splitLocalePath(window.location.pathname)
const i18n = createI18n(locale, await loadClientMessages(locale))
// The server inlined only the rules of this page's markup; the rest arrives at the visitor's first
// intent (or the root's first navigation, revalidation, fetcher or toast), for what they render.
const css = document.getElementById(INLINE_STYLESHEET_ID)?.textContent ?? ''
loadWholeStylesheetOnIntent()

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<DocumentContext value={{ nonce: '', css }}>
				<I18nProvider i18n={i18n}>
					<HydratedRouter />
				</I18nProvider>
			</DocumentContext>
		</StrictMode>,
	)
})
