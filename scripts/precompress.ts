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
	if (source.length < 1024) continue
	writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
	writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
	count += 1
}
console.log(`precompressed ${count} files`)
