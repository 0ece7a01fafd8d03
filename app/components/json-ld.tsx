import { useDocumentContext } from '../utils/document-context.ts'
import { serializeJsonLd } from '../utils/json-ld.ts'

/**
 * Structured data (schema.org) for the page. Browsers do not run JSON-LD, so the CSP would not
 * block it; it carries the response's nonce anyway (swapped per response by the page cache) so
 * that every script element we render has one and a check for nonce-less scripts stays simple.
 */
export function JsonLd({ data }: { data: unknown }) {
	const { nonce } = useDocumentContext()
	return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
