/**
 * Cuts the Arabic font down to what the site's Arabic text uses: the basic
 * Arabic block (with the glyphs its shaping rules reach), the directional
 * marks and isolates, and the weights 400–800 the design uses. 166 KB → ~50 KB,
 * the largest single file an Arabic page loads. Runs as part of `npm run build`;
 * the output is generated, not committed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import subsetFont from 'subset-font'

const SOURCE = 'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'
const TARGET_DIR = 'app/styles/generated'
const TARGET = `${TARGET_DIR}/noto-sans-arabic-subset.woff2`

/** Keep in step with the unicode-range of the Arabic @font-face in app/styles/app.css. */
const ARABIC_RANGES: Array<[number, number]> = [
	[0x0600, 0x06ff],
	[0x200c, 0x200f],
	[0x2010, 0x2011],
	[0x2066, 0x2069],
]

const text = ARABIC_RANGES.flatMap(([first, last]) =>
	Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join('')

const source = readFileSync(SOURCE)
const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 800 } } })
mkdirSync(TARGET_DIR, { recursive: true })
writeFileSync(TARGET, subset)
console.log(`Arabic font subset: ${source.length} → ${subset.length} bytes (${TARGET})`)
