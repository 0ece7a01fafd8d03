/**
 * The part of the site's stylesheet a rendered page uses, to inline in its <head>.
 *
 * The whole stylesheet (≈59 KB, every utility of every page) cost a phone's main thread more to
 * parse and match than the page itself: cutting it to the rules whose class the page carries
 * halved the HTML parse and a third of the style work on a plan page (docs/benchmarks.md). The
 * whole stylesheet still arrives, as a file the browser fetches once hydrated, for the classes
 * that only appear after an interaction or a client-side navigation (entry.client.tsx).
 *
 * The stylesheet is the minified output of Tailwind: flat rules (no nesting) inside @layer,
 * @media and @supports blocks. A rule goes when its selector starts with a class the page does
 * not use; rules without a leading class (the reset, `:root`, keyframes) always stay, and so
 * does an `@property` registration that a kept rule reads.
 */

import { type KeptPart, readAroundKeptParts } from '../utils/kept-parts.server.ts'

type CssNode =
	/** A style rule, with the leading class of each of its selectors (null: none, the rule always applies). */
	| { kind: 'rule'; leadingClasses: (string | null)[]; text: string }
	| { kind: 'block'; prelude: string; children: CssNode[] }
	| { kind: 'verbatim'; text: string }
	/** `@property --name{…}`: needed only where a kept rule reads `var(--name)`. */
	| { kind: 'property'; name: string; text: string }

/** Classes that scripts add to the document before or after the first paint, never the server. */
const SCRIPT_CLASSES = new Set(['dark'])

/** The stylesheet cut for `html`, whose kept parts (`kept`: kept-parts.server.ts) are read once each. */
export type CriticalCss = (html: string, kept?: readonly KeptPart[]) => string

/**
 * How many cut stylesheets are kept. A page's class attributes come from its components, not its
 * data, so the site renders a few dozen distinct sets (page kinds × text direction × states); an
 * entry is ≈ 30 KB. As many attribute sequences are kept, each naming one of those cuts: a
 * sequence is ≈ 33 KB on the home page, and a list's length in the data makes another one.
 */
const CUTS_KEPT = 64

/**
 * Parses `css` once; the function it returns cuts it down for a page's HTML. The cut depends only
 * on the page's distinct class attributes, so it is made once per distinct set and then looked up:
 * cutting took ≈ 1.6 ms of every uncached render, reading the attributes ≈ 0.1 ms.
 *
 * The same page rendered again carries the same class attributes in the same order, so that
 * sequence is looked up first: reading it is a join of slices, where the distinct set hashed each
 * of the home page's 400 values into a Set (≈ 70 against 130 µs a render, docs/benchmarks.md,
 * seventeenth session, area A). Only a sequence not seen yet goes on to the distinct set.
 */
export function criticalCssFor(css: string): CriticalCss {
	const nodes = parse(css, 0, css.length)
	const cuts = new Map<string, string>()
	const cutsBySequence = new Map<string, string>()
	const cutFor = (attributes: readonly string[]) => {
		const key = attributes.join(VALUE_SEPARATOR)
		const kept = cuts.get(key)
		if (kept !== undefined) return kept
		const classes = classesOf(attributes)
		const rules = serialise(nodes, classes, () => false)
		const cut = serialise(nodes, classes, (name) => rules.includes(`var(${name}`))
		remember(cuts, key, cut)
		return cut
	}
	// A kept part's class attributes, read once per part: on the home page most of the ≈ 400.
	const partSequences = new Map<string, string>()
	return (html, kept = []) => {
		// Each piece's values joined, pieces without a value left out: an empty value names no class, and a
		// sequence is only the key of the classes it names.
		const sequence = readAroundKeptParts(html, kept, partSequences, classAttributeSequence).filter(Boolean).join(VALUE_SEPARATOR)
		const known = cutsBySequence.get(sequence)
		if (known !== undefined) return known
		const cut = cutFor(distinctValues(sequence))
		remember(cutsBySequence, sequence, cut)
		return cut
	}
}

/** Oldest first out: bounded whatever pages a visitor asks for. */
function remember(map: Map<string, string>, key: string, value: string) {
	if (map.size >= CUTS_KEPT) map.delete(map.keys().next().value as string)
	map.set(key, value)
}

/** Every class named in a class attribute of `html`, with React's attribute escaping undone. */
export function classesIn(html: string): Set<string> {
	return classesOf(distinctValues(classAttributeSequence(html)))
}

const CLASS_ATTRIBUTE = ' class="'
/** Never inside a double-quoted attribute value, where React writes `&quot;`. */
const VALUE_SEPARATOR = '"'

/**
 * The values of the class attributes of `html`, as written (escaped), in order, joined by a quote.
 * React and the browser's serialiser write one space before an attribute; indexOf rather than a
 * regular expression over the 110+ KB page, whose 400 matches each made an array. Only those that
 * start from `start` to `end`.
 */
function classAttributeSequence(html: string, start = 0, end = html.length): string {
	const values: string[] = []
	for (let at = html.indexOf(CLASS_ATTRIBUTE, start); at !== -1 && at < end; at = html.indexOf(CLASS_ATTRIBUTE, at)) {
		at += CLASS_ATTRIBUTE.length
		const valueEnd = html.indexOf('"', at)
		if (valueEnd === -1) break
		values.push(html.slice(at, valueEnd))
		at = valueEnd
	}
	return values.join(VALUE_SEPARATOR)
}

/** The distinct values of a sequence, in order of first appearance (a page without any: one empty value, which names no class). */
function distinctValues(sequence: string): string[] {
	return [...new Set(sequence.split(VALUE_SEPARATOR))]
}

function classesOf(attributes: readonly string[]): Set<string> {
	const classes = new Set(SCRIPT_CLASSES)
	for (const value of attributes) {
		for (const name of unescapeAttribute(value).split(/\s+/)) if (name) classes.add(name)
	}
	return classes
}

function unescapeAttribute(value: string) {
	if (!value.includes('&')) return value
	return value.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, entity: string) =>
		entity === 'amp' ? '&' : entity === 'lt' ? '<' : entity === 'gt' ? '>' : entity === 'quot' ? '"' : "'",
	)
}

function serialise(nodes: CssNode[], classes: Set<string>, propertyUsed: (name: string) => boolean): string {
	let out = ''
	for (const node of nodes) {
		if (node.kind === 'verbatim') out += node.text
		else if (node.kind === 'property') {
			if (propertyUsed(node.name)) out += node.text
		} else if (node.kind === 'rule') {
			if (node.leadingClasses.some((leading) => leading === null || classes.has(leading))) out += node.text
		} else {
			const inner = serialise(node.children, classes, propertyUsed)
			if (inner) out += `${node.prelude}{${inner}}`
		}
	}
	return out
}

/** `.sm\:px-6:hover` → "sm:px-6"; `:root`, `*`, `html` → null. */
export function leadingClass(selector: string): string | null {
	const trimmed = selector.trimStart()
	if (!trimmed.startsWith('.')) return null
	let name = ''
	for (let i = 1; i < trimmed.length; i++) {
		const char = trimmed[i] as string
		if (char === '\\') {
			name += trimmed[i + 1] ?? ''
			i++
		} else if (/[\s.:#[\]>+~,()*]/.test(char)) break
		else name += char
	}
	return name
}

/** The statements between `start` and `end`: rules, blocks of statements, and everything else kept as written. */
function parse(css: string, start: number, end: number): CssNode[] {
	const nodes: CssNode[] = []
	let i = start
	while (i < end) {
		const open = findOutside(css, '{', i, end)
		const semicolon = findOutside(css, ';', i, end)
		if (open === -1 || (semicolon !== -1 && semicolon < open && css[i] === '@')) {
			// A statement without a block (`@layer theme,base;`, `@import …;`) or trailing text.
			const stop = semicolon === -1 ? end : semicolon + 1
			nodes.push({ kind: 'verbatim', text: css.slice(i, stop) })
			i = stop
			continue
		}
		const close = matchingBrace(css, open, end)
		const prelude = css.slice(i, open)
		const body = css.slice(open + 1, close)
		if (prelude.trimStart().startsWith('/*')) {
			// The licence comment before the first statement.
			const commentEnd = css.indexOf('*/', i) + 2
			nodes.push({ kind: 'verbatim', text: css.slice(i, commentEnd) })
			i = commentEnd
			continue
		}
		if (prelude.startsWith('@') && findOutside(body, '{', 0, body.length) !== -1 && !/^@(font-face|property|page)\b/.test(prelude)) {
			nodes.push({ kind: 'block', prelude, children: parse(css, open + 1, close) })
		} else if (prelude.startsWith('@property')) {
			nodes.push({ kind: 'property', name: prelude.slice('@property'.length).trim(), text: css.slice(i, close + 1) })
		} else if (prelude.startsWith('@')) {
			nodes.push({ kind: 'verbatim', text: css.slice(i, close + 1) })
		} else {
			// Read once here, not for every page rendered.
			nodes.push({ kind: 'rule', leadingClasses: splitSelectors(prelude).map(leadingClass), text: css.slice(i, close + 1) })
		}
		i = close + 1
	}
	return nodes
}

function splitSelectors(prelude: string): string[] {
	const selectors: string[] = []
	let depth = 0
	let last = 0
	for (let i = 0; i < prelude.length; i++) {
		const char = prelude[i]
		if (char === '\\') i++
		else if (char === '(' || char === '[') depth++
		else if (char === ')' || char === ']') depth--
		else if (char === ',' && depth === 0) {
			selectors.push(prelude.slice(last, i))
			last = i + 1
		}
	}
	selectors.push(prelude.slice(last))
	return selectors
}

/** The index of `char` at or after `from`, skipping escapes, strings and comments; -1 if none before `end`. */
function findOutside(css: string, char: string, from: number, end: number): number {
	for (let i = from; i < end; i++) {
		const c = css[i]
		if (c === '\\') i++
		else if (c === '"' || c === "'") i = css.indexOf(c, i + 1)
		else if (c === '/' && css[i + 1] === '*') i = css.indexOf('*/', i + 2) + 1
		else if (c === char) return i
	}
	return -1
}

function matchingBrace(css: string, open: number, end: number): number {
	let depth = 0
	for (let i = open; i < end; i++) {
		const c = css[i]
		if (c === '\\') i++
		else if (c === '"' || c === "'") i = css.indexOf(c, i + 1)
		else if (c === '{') depth++
		else if (c === '}' && --depth === 0) return i
	}
	throw new SyntaxError(`Unbalanced braces in the stylesheet after offset ${open}`)
}
