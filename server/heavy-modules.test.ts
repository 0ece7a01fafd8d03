/**
 * Issue 21's memory and warm-start budgets: packages that only some requests or jobs use load
 * when first used (`await import(…)`), never with the server bundle, whose static imports all
 * load at start-up (docs/benchmarks.md, "Memory and warm start"). A value import of one of them
 * in server code would bring it back into every process.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'

const HEAVY = ['sharp', 'pdfkit', '@aws-sdk/client-s3', 'qrcode', 'otplib', 'nodemailer', 'prom-client', '@splitsoftware/splitio']
/** Server modules that are themselves only ever imported with `await import(…)`; the test checks that too. */
const LOADED_WHEN_USED = ['media/s3-media-store', 'experiments/split-sdk']
const ROOT = join(import.meta.dirname, '..')

function serverSources(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name)
		if (entry.isDirectory()) return serverSources(path)
		return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
	})
}

const escape = (text: string) => text.replace(/[/.]/g, '\\$&')
// `import … from '<name>'` that is not `import type`, over several lines but never into the next import.
const valueImport = (names: string) => new RegExp(`^import (?!type )(?:[^;\\n]|\\n(?!import ))*?from '(${names})'`, 'gm')

test('no server module imports a heavy package at load time', () => {
	const heavy = valueImport(HEAVY.map(escape).join('|'))
	const whenUsed = valueImport(`[./\\w-]*?(?:${LOADED_WHEN_USED.map((name) => escape(name.split('/').at(-1) ?? name)).join('|')})\\.ts`)
	const found = serverSources(join(ROOT, 'server')).flatMap((file) => {
		const name = relative(join(ROOT, 'server'), file).replace(/\.tsx?$/, '')
		const source = readFileSync(file, 'utf8')
		return [
			...(LOADED_WHEN_USED.includes(name) ? [] : [...source.matchAll(heavy)].map((match) => `${name}: ${match[1]}`)),
			...[...source.matchAll(whenUsed)].map((match) => `${name}: ${match[1]}`),
		]
	})
	expect(found).toEqual([])
})
