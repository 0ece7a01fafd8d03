import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { splitLocalePath } from '../domain/locale.ts'
import { loadClientMessages } from './i18n/catalogues.client.ts'
import { createI18n, I18nProvider } from './i18n/i18n.tsx'

const { locale } = splitLocalePath(window.location.pathname)
const i18n = createI18n(locale, await loadClientMessages(locale))

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<I18nProvider i18n={i18n}>
				<HydratedRouter />
			</I18nProvider>
		</StrictMode>,
	)
})
