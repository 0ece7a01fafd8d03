import type { Config } from '../config.ts'
import { createFolderMediaStore, type MediaStore, mediaDirOf } from './media-store.ts'
import type { S3MediaSettings } from './s3-media-store.ts'

/** The store the configuration names: the bucket when MEDIA_S3_BUCKET is set, else `DATA_DIR/media`. */
export function mediaStoreOf(config: Pick<Config, 'DATA_DIR' | 'media'>): MediaStore {
	return config.media.s3 ? s3StoreWhenUsed(config.media.s3) : createFolderMediaStore(mediaDirOf(config))
}

/**
 * The AWS SDK (≈ 25 MB and a second of start-up) loads with the bucket's first use, and only on
 * servers that have a bucket: without MEDIA_S3_BUCKET it is never loaded (docs/benchmarks.md, memory).
 */
function s3StoreWhenUsed(settings: S3MediaSettings): MediaStore {
	let loading: Promise<MediaStore> | null = null
	const store = () => (loading ??= import('./s3-media-store.ts').then(({ createS3MediaStore }) => createS3MediaStore(settings)))
	return {
		write: async (path, bytes) => (await store()).write(path, bytes),
		read: async (path) => (await store()).read(path),
		open: async (path) => (await store()).open(path),
		remove: async (path) => (await store()).remove(path),
	}
}
