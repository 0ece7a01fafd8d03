/**
 * The photos' two jobs (server/media/photo-service.ts; the `photos` row stays the record of what
 * is left to do, these only drive it):
 * - `photo-variants`: an upload's responsive set (AVIF, WebP, JPEG in every width), sent when the
 *   upload is committed and taken by whichever instance's worker is free (woken at once). Encoding
 *   takes seconds, so it never runs in the request. A failure is retried; after the last try the
 *   photo is marked failed and the console says so. A photo no longer processing is skipped, so a
 *   job sent twice makes the set once.
 * - `photo-variants-sweep`: every minute, the uploads still processing a minute after they came
 *   (the instance stopped between the commit and the send), sent again.
 */
import type { PhotoService } from '../media/photo-service.ts'
import { type JobDefinition, recurringQueue } from './job-runner.ts'

export const PHOTO_VARIANTS = 'photo-variants'
const RETRY_LIMIT = 3

export function photoJobs(photos: Pick<PhotoService, 'makeVariants' | 'resendStalled'>): [JobDefinition<{ photoId: number }>, JobDefinition] {
	return [
		{
			name: PHOTO_VARIANTS,
			queue: { retryLimit: RETRY_LIMIT, retryDelay: 20, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 300 },
			run: async ({ photoId }, job) => {
				const result = await photos.makeVariants(photoId, { lastTry: job.retryCount >= RETRY_LIMIT })
				return { ready: result === 'ready' ? 1 : 0, failed: result === 'failed' ? 1 : 0 }
			},
		},
		{
			name: 'photo-variants-sweep',
			schedule: '* * * * *',
			queue: recurringQueue(120),
			run: async () => ({ resent: await photos.resendStalled() }),
		},
	]
}
