import { useSyncExternalStore } from 'react'
import {
	getColorModeSnapshot,
	getServerColorModeSnapshot,
	setColorModePreference,
	subscribeColorMode,
} from './color-mode.ts'

/**
 * The visitor's colour mode. The server renders "system" (it cannot read local storage); the
 * stored choice appears right after hydration, while the page itself was already painted in the
 * right mode by COLOR_MODE_SCRIPT.
 */
export function useColorMode() {
	const state = useSyncExternalStore(subscribeColorMode, getColorModeSnapshot, getServerColorModeSnapshot)
	return { ...state, setPreference: setColorModePreference }
}
