import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cn } from './cn.ts'

describe('cn', () => {
	it('lets the later of two conflicting utilities win', () => {
		expect(cn('px-6 py-2', 'px-4')).toBe('py-2 px-4')
		expect(cn('bg-primary-700', 'bg-kcal-blue')).toBe('bg-kcal-blue')
	})

	it('keeps logical and physical spacing apart and drops empty values', () => {
		expect(cn('ms-2', false, undefined, 'me-2', null, '')).toBe('ms-2 me-2')
	})

	it('merges dark-mode variants separately from the light ones', () => {
		expect(cn('text-gray-900 dark:text-gray-100', 'dark:text-white')).toBe('text-gray-900 dark:text-white')
	})
})

describe('who may use cn', () => {
	// tailwind-merge is ≈ 8 KB brotli: imported by a component that the footer or the home page
	// renders, it joined every page's first load (decision 005). The Headless UI widgets are in a
	// chunk group of their own and never on a first load; everything else joins classes with cx.
	it('is imported only by the Headless UI select and combobox', () => {
		const appDir = join(import.meta.dirname, '..')
		const importers = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
			.filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
			.filter((file) => /from '[./]+(?:utils\/)?cn\.ts'/.test(readFileSync(join(appDir, file), 'utf8')))
			.map((file) => relative(appDir, join(appDir, file)).replaceAll('\\', '/'))
			.sort()
		expect(importers).toEqual(['components/ui/combobox.tsx', 'components/ui/select.tsx'])
	})
})
