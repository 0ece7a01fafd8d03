/**
 * A dish's or plan's photo as the public pages show it (issue 18 item 4): a `<picture>` offering
 * the AVIF, then WebP, then JPEG set with `srcset`/`sizes`, the photo's intrinsic width and height
 * (the box keeps its ratio before the file arrives: no layout shift), lazy unless `priority`. A
 * priority photo (the page's first large one) is also preloaded from the document's head, AVIF
 * only (`type` lets a browser without AVIF skip the preload instead of fetching a file it will not use).
 */
import { preload } from 'react-dom'
import type { PhotoView } from '../../domain/photo.ts'

export function ResponsivePhoto({ photo, sizes, priority = false, className }: { photo: PhotoView; sizes: string; priority?: boolean; className?: string }) {
	const best = photo.sources[0]
	if (priority && best) preload(photo.src, { as: 'image', type: best.type, imageSrcSet: best.srcSet, imageSizes: sizes, fetchPriority: 'high' })
	return (
		<picture>
			{photo.sources.map((source) => (
				<source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
			))}
			<img
				src={photo.src}
				srcSet={photo.srcSet}
				sizes={sizes}
				width={photo.width}
				height={photo.height}
				alt={photo.alt}
				loading={priority ? 'eager' : 'lazy'}
				decoding="async"
				fetchPriority={priority ? 'high' : undefined}
				className={className}
			/>
		</picture>
	)
}
