import { createContext, type ReactNode, use } from 'react'
import { useTranslation } from '../i18n/i18n.tsx'

/**
 * How the server render keeps a part of a page that depends only on what its key says
 * (utils/rendered-sections.server.ts, decision 013). Null in the browser and in tests: the part
 * renders as any other.
 */
export type RenderedSections = {
	/**
	 * The part's place in this render: `cached` when its HTML is kept already (React renders a
	 * placeholder where it goes), else the markers React renders around it so that its HTML can
	 * be kept from this render's document.
	 */
	mark(name: string, language: string, inputs: unknown): { cached: true; placeholder: ReactNode } | { cached: false; start: ReactNode; end: ReactNode }
}

export const RenderedSectionsContext = createContext<RenderedSections | null>(null)

/**
 * A part of a page rendered once per key on the server and spliced into later documents as HTML;
 * the browser renders and hydrates the same components as ever. The key is the part's name, the
 * page's language and `inputs`: everything the part shows must come from these (its props; the
 * location only for its language prefix, as links read it; never a visitor's session, consent,
 * variant or the nonce), or a visitor would see another's. With `keep` false (a render that shows
 * something of the visitor) the part renders as any other. The children stay in the same place in
 * the tree with or without markers (a fragment of three), so their `useId`s are the same on the
 * server as in the browser.
 */
export function RenderedOnce({ name, inputs, keep = true, children }: { name: string; inputs: unknown; keep?: boolean; children: ReactNode }) {
	const sections = use(RenderedSectionsContext)
	const { locale } = useTranslation()
	if (!sections || !keep) return <>{null}{children}{null}</>
	const mark = sections.mark(name, locale.code, inputs)
	if (mark.cached) return mark.placeholder
	return (
		<>
			{mark.start}
			{children}
			{mark.end}
		</>
	)
}
