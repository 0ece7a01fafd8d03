/** How long resizing must pause before `--vh` is measured again (mobile toolbars resize in many small steps). */
export const VIEWPORT_HEIGHT_DEBOUNCE_MS = 100

/**
 * The first measurement, as an inline script in <head> (app/root.tsx): set before the body is
 * parsed, it costs nothing, where setting it after hydration restyled the whole page.
 */
export const VIEWPORT_HEIGHT_SCRIPT = `document.documentElement.style.setProperty('--vh',innerHeight/100+'px')`

function setViewportHeight(win: Window) {
	const style = win.document.documentElement.style
	const value = `${win.innerHeight / 100}px`
	// A custom property on the root restyles every element, even when set to the value it has.
	if (style.getPropertyValue('--vh') !== value) style.setProperty('--vh', value)
}

/**
 * Keeps the CSS variable `--vh` at 1% of the window's inner height, for `calc(var(--vh) * 100)`
 * where `100vh` is wrong (mobile browsers count the space behind their toolbars).
 * Sets it now (unless VIEWPORT_HEIGHT_SCRIPT already did) and after each resize or orientation
 * change; returns a function that stops watching.
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
