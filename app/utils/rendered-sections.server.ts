import { createElement } from 'react'
import type { RenderedSections } from '../components/rendered-once.tsx'
import type { KeptPart } from './kept-parts.server.ts'

/**
 * The HTML of the parts of pages rendered once per key (components/rendered-once.tsx, decision
 * 013), as Latin-1 text like the document it is spliced into (entry.server.tsx). The key holds the
 * part's inputs, so a catalogue change, a new text or another language is another key and the old
 * one is never read again. Each part's keys are bounded on their own, the oldest dropped past
 * `MAX_KEYS_PER_PART`: the header has one per address, and a crawler walking every page must not
 * push out the home page's part.
 */
const MAX_KEYS_PER_PART = 64

export class SectionStore {
	readonly #parts = new Map<string, Map<string, string>>()

	get(name: string, key: string) {
		return this.#parts.get(name)?.get(key)
	}

	set(name: string, key: string, html: string) {
		let part = this.#parts.get(name)
		if (!part) this.#parts.set(name, (part = new Map()))
		part.delete(key)
		part.set(key, html)
		if (part.size > MAX_KEYS_PER_PART) part.delete(part.keys().next().value!)
	}

	*values() {
		for (const part of this.#parts.values()) yield* part.values()
	}

	get size() {
		let size = 0
		for (const part of this.#parts.values()) size += part.size
		return size
	}
}

/**
 * A part's key in the store: its language and its inputs as JSON. Made once per inputs object and
 * language: a page whose loader hands out the same data object while nothing changed
 * (routes/home.tsx) does not write its 8 KB of JSON again on every render. Loader data is never
 * changed once rendered.
 */
export function partKey(language: string, inputs: unknown): string {
	if (typeof inputs !== 'object' || inputs === null) return `${language}\u0000${JSON.stringify(inputs)}`
	let perLanguage = keys.get(inputs)
	if (!perLanguage) keys.set(inputs, (perLanguage = new Map()))
	let key = perLanguage.get(language)
	if (key === undefined) perLanguage.set(language, (key = `${language}\u0000${JSON.stringify(inputs)}`))
	return key
}

const keys = new WeakMap<object, Map<string, string>>()

/** The markers and placeholders React renders: `<template data-kcal-section="3"></template>`. */
const MARK = 'data-kcal-section'
const tag = (kind: string, id: number) => `<template ${MARK}-${kind}="${id}"></template>`

/**
 * One render's use of the store: which parts came from it and which are to be kept from this
 * render's document. A page's text is escaped by React, so no text can look like a marker.
 */
export function renderedSections(store: SectionStore) {
	// A kept part's HTML is read once, when React asks: another render may drop it before this one ends.
	const marks: { name: string; key: string; id: number; kept: string | undefined }[] = []
	const sections: RenderedSections = {
		mark(name, language, inputs) {
			const id = marks.length
			const key = partKey(language, inputs)
			const kept = store.get(name, key)
			marks.push({ name, key, id, kept })
			return kept !== undefined
				? { cached: true, placeholder: createElement('template', { [`${MARK}-at`]: id }) }
				: { cached: false, start: createElement('template', { [`${MARK}-start`]: id }), end: createElement('template', { [`${MARK}-end`]: id }) }
		},
	}
	/**
	 * The document with the kept parts in their places and the markers taken out; the marked parts
	 * are kept when `keep` (a render without errors: an error boundary's output is no part's HTML).
	 * `kept` says where the document holds the store's parts, in order (kept-parts.server.ts).
	 */
	const splice = (html: string, keep: boolean): { html: string; kept: KeptPart[] } => {
		const keptParts: KeptPart[] = []
		if (marks.length === 0) return { html, kept: keptParts }
		let result = ''
		let from = 0
		for (const { name, key, id, kept } of marks) {
			if (kept !== undefined) {
				const placeholder = tag('at', id)
				const at = html.indexOf(placeholder, from)
				if (at === -1) continue
				result += html.slice(from, at)
				keptParts.push({ start: result.length, end: result.length + kept.length, html: kept })
				result += kept
				from = at + placeholder.length
				continue
			}
			const start = tag('start', id)
			const end = tag('end', id)
			const startAt = html.indexOf(start, from)
			const endAt = startAt === -1 ? -1 : html.indexOf(end, startAt)
			if (endAt === -1) continue
			const part = html.slice(startAt + start.length, endAt)
			result += html.slice(from, startAt)
			if (keep) {
				// A copy: a slice would keep the whole document alive for as long as the part is kept.
				const copy = Buffer.from(part, 'latin1').toString('latin1')
				store.set(name, key, copy)
				keptParts.push({ start: result.length, end: result.length + copy.length, html: copy })
			}
			result += part
			from = endAt + end.length
		}
		return { html: result + html.slice(from), kept: keptParts }
	}
	return { sections, splice }
}

/** The server's one store, shared by every render. */
export const sectionStore = new SectionStore()
