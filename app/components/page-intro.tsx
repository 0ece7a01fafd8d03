import type { ReactNode } from 'react'

/** The heading block every page opens with. */
export function PageIntro({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
			<h1 className="text-3xl font-extrabold tracking-tight text-gray-900 text-balance dark:text-gray-100 sm:text-5xl">{heading}</h1>
			<p className="mt-4 text-lg text-gray-700 text-pretty dark:text-gray-300">{intro}</p>
			{children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
		</div>
	)
}
