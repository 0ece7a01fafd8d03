import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
	deriveIcons,
	GENERATED_ICONS_PATH,
	GENERATED_REGISTRY_PATH,
	iconExportName,
	renderIconsModule,
	renderRegistryModule,
} from '../../../scripts/generate-icons.ts'
import { ICON_NAMES } from './icon-names.ts'

const REGENERATE = 'the generated icon modules are out of date: run node scripts/generate-icons.ts'

function read(path: URL): string {
	return existsSync(path) ? readFileSync(path, 'utf8') : ''
}

describe('icons.generated.ts and icon-registry.generated.ts', () => {
	it('have every icon named in icon-names.ts', () => {
		const icons = read(GENERATED_ICONS_PATH)
		const registry = read(GENERATED_REGISTRY_PATH)
		const missing = ICON_NAMES.filter(
			(name) =>
				!icons.includes(`\nexport const ${iconExportName(name)}: IconData = { name: '${name}',`) ||
				!registry.includes(`\n\t'${name}': { name: '${name}',`),
		)
		expect(missing, REGENERATE).toEqual([])
	})

	it('match what the installed @iconify-json/lucide gives for those names', () => {
		const icons = deriveIcons(ICON_NAMES)
		// Booleans, so a stale file fails with the instruction rather than a page of SVG paths.
		expect(read(GENERATED_ICONS_PATH) === renderIconsModule(icons), REGENERATE).toBe(true)
		expect(read(GENERATED_REGISTRY_PATH) === renderRegistryModule(icons), REGENERATE).toBe(true)
	})

	it('name each export in camelCase and refuse names that cannot be a const', () => {
		expect(iconExportName('chevrons-up-down')).toBe('chevronsUpDown')
		expect(iconExportName('trash-2')).toBe('trash2')
		expect(() => iconExportName('delete')).toThrow(/cannot name a const/)
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

	// Tree-shaking works per module: one namespace or dynamic import of icons.generated.ts keeps all
	// of its icons, in the chunk every page loads. The whole set is icon-registry.generated.ts.
	it('imports icons.generated.ts only by name', () => {
		const offenders = sourceFiles(APP_DIR).flatMap((path) => {
			const source = readFileSync(path, 'utf8')
			const whole = /import\s*\*\s*as\s+\w+\s+from\s*['"][^'"]*icons\.generated(\.ts)?['"]|import\(\s*['"][^'"]*icons\.generated/
			return whole.test(source) ? [relative(APP_DIR, path)] : []
		})
		expect(offenders).toEqual([])
	})

	it('imports the whole icon set only from NamedIcon, the style guide and the server', () => {
		// The page sprite's symbols are drawn on the server, whose bundle never reaches the browser.
		const allowed = ['components/ui/named-icon.tsx', 'routes/style-guide.tsx', 'utils/icon-sprite.server.ts']
		const offenders = sourceFiles(APP_DIR)
			.filter((path) => /['"][^'"]*icon-registry\.generated(\.ts)?['"]/.test(readFileSync(path, 'utf8')))
			.map((path) => relative(APP_DIR, path))
			.filter((path) => !allowed.includes(path))
		expect(offenders).toEqual([])
	})
})
