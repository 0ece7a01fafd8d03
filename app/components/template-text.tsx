import { Fragment, type ReactNode } from 'react'
import { templateParts } from '../../domain/text-template.ts'

/**
 * Copy with `{{name}}` placeholders whose values are elements: a Price, a link. Each value keeps
 * its own markup (and its <bdi>), which a string replacement would flatten.
 */
export function TemplateText({ text, values }: { text: string; values: Readonly<Record<string, ReactNode>> }) {
	return (
		<>
			{templateParts(text).map((part, index) => (
				<Fragment key={index}>{'text' in part ? part.text : (values[part.name] ?? `{{${part.name}}}`)}</Fragment>
			))}
		</>
	)
}
