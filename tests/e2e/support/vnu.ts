/**
 * The Nu HTML Checker (vnu.jar from the `vnu-jar` package). All documents
 * are checked in one Java run: the JVM start-up costs more than the checks.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import vnu from 'vnu-jar'

export type VnuMessage = {
	type: 'error' | 'info' | 'non-document-error'
	subType?: string
	message: string
	extract?: string
	lastLine?: number
	firstColumn?: number
	url?: string
}

const run = promisify(execFile)

/** Checks every document; returns the messages of each, keyed by its name. */
export async function validateDocuments(documents: ReadonlyArray<{ name: string; html: string }>) {
	const folder = await mkdtemp(join(tmpdir(), 'kcal-vnu-'))
	try {
		const files = await Promise.all(
			documents.map(async ({ name, html }, index) => {
				const file = join(folder, `${index}-${name.replace(/[^a-z0-9-]+/gi, '_')}.html`)
				await writeFile(file, html)
				return { name, path: file }
			}),
		)
		const args = [
			'-jar',
			String(vnu),
			'--format',
			'json',
			'--stdout',
			// The pages inline their stylesheet. vnu also runs the W3C CSS validator on it, which
			// predates much of the CSS Tailwind 4 emits (@property, margin-trim, color-mix…) and
			// flags it as errors; the HTML itself is what this check is about. vnu also predates
			// `<link rel="expect" blocking="render">` (HTML standard, #link-type-expect, 2024), which
			// it still allows on stylesheets only (app/root.tsx uses it to paint <main> whole).
			'--filterpattern',
			'CSS: .*|A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\\.',
			...files.map((file) => file.path),
		]
		let stdout: string
		try {
			;({ stdout } = await run(process.env.JAVA ?? 'java', args, { maxBuffer: 64 * 1024 * 1024 }))
		} catch (error) {
			// vnu exits with 1 when it found errors; its report is still on stdout.
			const output = (error as { stdout?: string }).stdout
			if (!output) throw error
			stdout = output
		}
		const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] }
		const byName = new Map<string, VnuMessage[]>(documents.map(({ name }) => [name, []]))
		for (const message of messages) {
			// vnu names files `file:/tmp/…`; compare paths rather than URL spellings.
			const path = message.url ? decodeURIComponent(new URL(message.url).pathname) : null
			const file = files.find((candidate) => candidate.path === path)
			if (!file) throw new Error(`vnu reported on an unknown document: ${JSON.stringify(message)}`)
			byName.get(file.name)?.push(message)
		}
		return byName
	} finally {
		await rm(folder, { recursive: true, force: true })
	}
}

/** One readable line per message: `12:40 error: Bad value … «extract»`. */
export function formatMessages(messages: readonly VnuMessage[]): string[] {
	return messages.map(
		(message) =>
			`${message.lastLine ?? '?'}:${message.firstColumn ?? '?'} ${message.subType ?? message.type}: ${message.message}` +
			(message.extract ? `  «${message.extract.replace(/\s+/g, ' ').trim()}»` : ''),
	)
}
