import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { deriveIcons, GENERATED_ICONS_PATH, renderIconsModule } from '../../../scripts/generate-icons.ts'
import { ICON_NAMES } from './icon-names.ts'

const REGENERATE = 'icons.generated.ts is out of date: run node scripts/generate-icons.ts'

function generatedSource(): string {
	return existsSync(GENERATED_ICONS_PATH) ? readFileSync(GENERATED_ICONS_PATH, 'utf8') : ''
}

describe('icons.generated.ts', () => {
	it('has every icon named in icon-names.ts', () => {
		const source = generatedSource()
		const missing = ICON_NAMES.filter((name) => !source.includes(`\n\t'${name}': {`))
		expect(missing, REGENERATE).toEqual([])
	})

	it('matches what the installed @iconify-json/lucide gives for those names', () => {
		const expected = renderIconsModule(deriveIcons(ICON_NAMES))
		// A boolean, so a stale file fails with the instruction rather than a page of SVG paths.
		expect(generatedSource() === expected, REGENERATE).toBe(true)
	})
})

// The site's icons are bundled; a request to a public icon service would leak visitors' IPs
// to a third party and break under the content security policy.
const PUBLIC_ICON_APIS = ['api.iconify.design', 'api.simplesvg.com', 'api.unisvg.com']
const APP_DIR = fileURLToPath(new URL('../..', import.meta.url))
const THIS_FILE = fileURLToPath(import.meta.url)

function sourceFiles(directory: string): string[] {
	return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
		const path = join(directory, entry.name)
		if (entry.isDirectory()) return sourceFiles(path)
		return /\.(ts|tsx|js|jsx|css|html|json)$/.test(entry.name) && path !== THIS_FILE ? [path] : []
	})
}

describe('the app', () => {
	it('never names a public icon API', () => {
		const offenders = sourceFiles(APP_DIR).flatMap((path) => {
			const source = readFileSync(path, 'utf8')
			return PUBLIC_ICON_APIS.filter((host) => source.includes(host)).map((host) => `${relative(APP_DIR, path)}: ${host}`)
		})
		expect(offenders).toEqual([])
	})
})
