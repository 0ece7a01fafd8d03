import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { CATALOGUE_MODULES_FILE } from '../app/i18n/catalogue-modules.ts'
import { readCatalogueModules } from './catalogue-modules.ts'

const folders: string[] = []
afterEach(() => {
	for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function clientDir(contents?: string) {
	const folder = mkdtempSync(join(tmpdir(), 'kcal-client-'))
	folders.push(folder)
	if (contents !== undefined) writeFileSync(join(folder, CATALOGUE_MODULES_FILE), contents)
	return folder
}

test('maps each locale to its catalogue chunk by the catalogue source name', () => {
	const logger = { warn: vi.fn() }
	const written = JSON.stringify({ en: '/assets/en-B1.js', ar: '/assets/ar-C2.js', ru: '/assets/ru-D3.js' })
	expect(readCatalogueModules(clientDir(written), logger)).toEqual({
		en: '/assets/en-B1.js',
		'ar-ae': '/assets/ar-C2.js',
		'ru-ae': '/assets/ru-D3.js',
	})
	expect(logger.warn).not.toHaveBeenCalled()
})

test('leaves out anything that is not an asset script path', () => {
	const written = JSON.stringify({ en: 'https://evil.example/x.js', ar: '/assets/ar.js"><script>', ru: 42 })
	expect(readCatalogueModules(clientDir(written), { warn: vi.fn() })).toEqual({})
})

test('without the file (or with broken JSON) it warns once and preloads nothing', () => {
	for (const folder of [clientDir(), clientDir('{not json')]) {
		const logger = { warn: vi.fn() }
		expect(readCatalogueModules(folder, logger)).toEqual({})
		expect(logger.warn).toHaveBeenCalledTimes(1)
	}
})
