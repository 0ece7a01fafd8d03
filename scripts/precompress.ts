/** Writes .br and .gz next to every compressible build file, served by the static handler. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|txt|xml|ico)$/

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((entry) => {
		const path = join(dir, entry)
		return statSync(path).isDirectory() ? walk(path) : [path]
	})
}

let count = 0
for (const file of walk('build/client')) {
	if (!COMPRESSIBLE.test(file)) continue
	const source = readFileSync(file)
	// Small files count too: a page loads several sub-kilobyte route chunks. A variant is kept
	// only when it is smaller than the file itself.
	const variants = [
		['br', brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
		['gz', gzipSync(source, { level: 9 })],
	] as const
	for (const [extension, compressed] of variants) {
		if (compressed.length < source.length) writeFileSync(`${file}.${extension}`, compressed)
	}
	count += 1
}
console.log(`precompressed ${count} files`)
