/**
 * Test helper: what the browser does with a server-rendered page. `ui` is rendered to a string as
 * the server would, put in the document, then hydrated; `beforeHydration` runs in between (e.g. to
 * reset a render counter, so the count is the hydration's own). Returns how to take it down.
 */
import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

export async function hydrateServerMarkup(ui: ReactNode, beforeHydration: () => void = () => {}) {
	const container = document.createElement('div')
	container.innerHTML = renderToString(ui)
	document.body.append(container)
	beforeHydration()
	const root = await act(async () => hydrateRoot(container, ui))
	return () => {
		act(() => root.unmount())
		container.remove()
	}
}
