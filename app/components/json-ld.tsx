import { useDocumentContext } from '../utils/document-context.ts'
import { serializeJsonLd } from '../utils/json-ld.ts'

/**
 * Structured data (schema.org) for the page. Browsers do not run JSON-LD, so the CSP would not
 * block it; it carries the response's nonce anyway (on personal pages; public pages have none and
 * their CSP lists the hashes of their inline scripts) so that every script element we render is
 * treated alike.
 */
export function JsonLd({ data }: { data: unknown }) {
	const { nonce } = useDocumentContext()
	return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
