// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
	COLOR_MODE_SCRIPT,
	COLOR_MODE_STORAGE_KEY,
	FORCED_COLOR_MODE_ATTRIBUTE,
	forcedColorMode,
	getColorModeSnapshot,
	parseColorModePreference,
	resolveColorMode,
	setColorModePreference,
	subscribeColorMode,
} from './color-mode.ts'

let systemDark = false
const mediaListeners = new Set<() => void>()

function setSystemDark(dark: boolean) {
	systemDark = dark
	for (const listener of mediaListeners) listener()
}

beforeEach(() => {
	systemDark = false
	mediaListeners.clear()
	vi.stubGlobal('matchMedia', (query: string) => ({
		get matches() {
			return query === '(prefers-color-scheme: dark)' && systemDark
		},
		addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
		removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
	}))
	localStorage.clear()
	document.documentElement.className = ''
	document.documentElement.removeAttribute(FORCED_COLOR_MODE_ATTRIBUTE)
})

afterEach(() => {
	vi.unstubAllGlobals()
})

const isDark = () => document.documentElement.classList.contains('dark')

describe('resolving the colour mode', () => {
	it('reads anything but light or dark as system', () => {
		expect(parseColorModePreference('dark')).toBe('dark')
		expect(parseColorModePreference('light')).toBe('light')
		expect(parseColorModePreference('sepia')).toBe('system')
		expect(parseColorModePreference(null)).toBe('system')
	})

	it('follows the system only when the preference is system', () => {
		expect(resolveColorMode('system', true)).toBe('dark')
		expect(resolveColorMode('system', false)).toBe('light')
		expect(resolveColorMode('light', true)).toBe('light')
		expect(resolveColorMode('dark', false)).toBe('dark')
	})

	it('lets a page force light or dark but refuses system with a warning', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
		expect(forcedColorMode('dark')).toBe('dark')
		expect(forcedColorMode(undefined)).toBeUndefined()
		expect(warn).not.toHaveBeenCalled()
		expect(forcedColorMode('system')).toBeUndefined()
		expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot force the colour mode "system"'))
	})
})

describe('the script that runs before the first paint', () => {
	const run = () => new Function(COLOR_MODE_SCRIPT)()

	it.each([
		{ stored: null, system: true, forced: null, dark: true },
		{ stored: null, system: false, forced: null, dark: false },
		{ stored: 'light', system: true, forced: null, dark: false },
		{ stored: 'dark', system: false, forced: null, dark: true },
		{ stored: 'dark', system: false, forced: 'light', dark: false },
		{ stored: 'light', system: false, forced: 'dark', dark: true },
	])('stored $stored, system dark $system, forced $forced → dark $dark', ({ stored, system, forced, dark }) => {
		if (stored) localStorage.setItem(COLOR_MODE_STORAGE_KEY, stored)
		if (forced) document.documentElement.setAttribute(FORCED_COLOR_MODE_ATTRIBUTE, forced)
		systemDark = system
		run()
		expect(isDark()).toBe(dark)
	})

	it('never throws when storage is blocked', () => {
		vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
			throw new Error('blocked')
		})
		expect(run).not.toThrow()
	})
})

describe('the colour mode store', () => {
	it('persists the choice and applies it at once', () => {
		setColorModePreference('dark')
		expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark')
		expect(isDark()).toBe(true)
		expect(getColorModeSnapshot()).toEqual({ preference: 'dark', resolved: 'dark', forced: false })

		setColorModePreference('system')
		expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull()
		expect(getColorModeSnapshot().preference).toBe('system')
	})

	it('follows a live change of the system setting while the preference is system', () => {
		setColorModePreference('system')
		const listener = vi.fn()
		const unsubscribe = subscribeColorMode(listener)
		setSystemDark(true)
		expect(isDark()).toBe(true)
		expect(listener).toHaveBeenCalledTimes(1)
		unsubscribe()
		expect(mediaListeners.size).toBe(0)
	})

	it('keeps a forced mode whatever the visitor chose', () => {
		document.documentElement.setAttribute(FORCED_COLOR_MODE_ATTRIBUTE, 'light')
		setColorModePreference('dark')
		expect(isDark()).toBe(false)
		expect(getColorModeSnapshot()).toMatchObject({ preference: 'dark', resolved: 'light', forced: true })
	})

	it('still switches for the page when storage is blocked', () => {
		vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
			throw new Error('blocked')
		})
		vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
			throw new Error('blocked')
		})
		setColorModePreference('dark')
		expect(isDark()).toBe(true)
	})
})
