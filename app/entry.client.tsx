import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { splitLocalePath } from '../domain/locale.ts'
import { loadClientResources } from './i18n/catalogues.client.ts'
import { createI18n } from './i18n/i18n.ts'

const { locale } = splitLocalePath(window.location.pathname)
const i18n = createI18n(locale, await loadClientResources(locale))

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<I18nextProvider i18n={i18n}>
				<HydratedRouter />
			</I18nextProvider>
		</StrictMode>,
	)
})
