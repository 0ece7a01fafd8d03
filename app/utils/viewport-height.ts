/** How long resizing must pause before `--vh` is measured again (mobile toolbars resize in many small steps). */
export const VIEWPORT_HEIGHT_DEBOUNCE_MS = 100

function setViewportHeight(win: Window) {
	win.document.documentElement.style.setProperty('--vh', `${win.innerHeight / 100}px`)
}

/**
 * Keeps the CSS variable `--vh` at 1% of the window's inner height, for `calc(var(--vh) * 100)`
 * where `100vh` is wrong (mobile browsers count the space behind their toolbars).
 * Sets it now and after each resize or orientation change; returns a function that stops watching.
 */
export function watchViewportHeight(win: Window = window): () => void {
	let timer: ReturnType<typeof setTimeout> | undefined
	const scheduleUpdate = () => {
		clearTimeout(timer)
		timer = setTimeout(() => setViewportHeight(win), VIEWPORT_HEIGHT_DEBOUNCE_MS)
	}

	setViewportHeight(win)
	win.addEventListener('resize', scheduleUpdate)
	win.addEventListener('orientationchange', scheduleUpdate)
	return () => {
		clearTimeout(timer)
		win.removeEventListener('resize', scheduleUpdate)
		win.removeEventListener('orientationchange', scheduleUpdate)
	}
}
