import { createContext, useContext } from 'react'

/**
 * What the document needs from the server render that the page's data does
 * not carry: the response's CSP nonce and the inlined stylesheet. In the
 * browser the nonce is no longer needed and the stylesheet is read back from
 * the document, so hydration sees the same markup.
 */
export type DocumentContextValue = {
	nonce: string
	css: string
	/** The page's message catalogue module, preloaded by the server render; unknown in the browser. */
	catalogueModule?: string
}

export const DocumentContext = createContext<DocumentContextValue>({ nonce: '', css: '' })
export const useDocumentContext = () => useContext(DocumentContext)

export const INLINE_STYLESHEET_ID = 'site-css'
