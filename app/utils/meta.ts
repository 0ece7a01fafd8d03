import type { MetaDescriptor } from 'react-router'

/** Title and description from a loader's `meta`; nothing when the loader failed. */
export function metaFrom(data: { meta: { title: string; description: string } } | undefined): MetaDescriptor[] {
	if (!data) return []
	return [{ title: data.meta.title }, { name: 'description', content: data.meta.description }]
}
