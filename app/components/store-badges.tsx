/**
 * "Download on the App Store" / "Get it on Google Play" badges, drawn here (text and inline SVG)
 * so the page makes no image request. They link to /app-store/ and /play-store/, which the server
 * redirects to the configured store addresses; they are plain links, not LocaleLinks, because
 * those paths are redirects, not pages the client router could render.
 */
import type { ReactNode } from 'react'
import type { StoreBadgeText } from '../../content/pages/mobile-app.ts'
import { cx } from './ui/cx.ts'

/** The App Store's mark: a white "A" of three strokes on a blue rounded square. */
function AppStoreMark() {
	return (
		<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-8 shrink-0">
			<rect width="24" height="24" rx="5.5" fill="#1a8cff" />
			<g fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round">
				<path d="M10.6 5.5 16.5 16.5" />
				<path d="M13.4 5.5 7.5 16.5" />
				<path d="M6.2 13.6h11.6" />
			</g>
		</svg>
	)
}

/** Google Play's mark: a play triangle in four colours. */
function GooglePlayMark() {
	return (
		<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-8 shrink-0">
			<path d="M4 2.5 13 12 4 21.5Z" fill="#00a0ff" />
			<path d="M4 2.5 16.75 9.63 13 12Z" fill="#00d26a" />
			<path d="M4 21.5 13 12 16.75 14.37Z" fill="#ff3a44" />
			<path d="M16.75 9.63 21 12 16.75 14.37 13 12Z" fill="#ffc700" />
		</svg>
	)
}

function Badge({ href, text, mark }: { href: string; text: StoreBadgeText; mark: ReactNode }) {
	return (
		<a
			href={href}
			className="inline-flex min-h-14 items-center gap-3 rounded-xl border border-gray-950 bg-gray-950 px-4 py-2 text-start text-white transition-colors hover:bg-gray-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-gray-400 dark:bg-black dark:hover:bg-gray-900 dark:focus-visible:outline-primary-400"
		>
			{mark}
			<span className="flex flex-col leading-tight">
				<span className="text-xs">{text.eyebrow}</span>
				{/* A space for the accessible name: "Download on the App Store", not "theApp Store". */}{' '}
				<span className="text-lg font-semibold" lang="en" dir="ltr">
					{text.name}
				</span>
			</span>
		</a>
	)
}

type StoreBadgesProps = {
	/** Names the list, e.g. "Download the kcal app". */
	label: string
	appStore: StoreBadgeText
	googlePlay: StoreBadgeText
	align?: 'center' | 'start'
}

export function StoreBadges({ label, appStore, googlePlay, align = 'center' }: StoreBadgesProps) {
	return (
		<ul aria-label={label} className={cx('flex flex-wrap gap-3', align === 'center' ? 'justify-center' : 'justify-start')}>
			<li>
				<Badge href="/app-store/" text={appStore} mark={<AppStoreMark />} />
			</li>
			<li>
				<Badge href="/play-store/" text={googlePlay} mark={<GooglePlayMark />} />
			</li>
		</ul>
	)
}
