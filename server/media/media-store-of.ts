import type { Config } from '../config.ts'
import { createFolderMediaStore, type MediaStore, mediaDirOf } from './media-store.ts'
import { createS3MediaStore } from './s3-media-store.ts'

/** The store the configuration names: the bucket when MEDIA_S3_BUCKET is set, else `DATA_DIR/media`. */
export function mediaStoreOf(config: Pick<Config, 'DATA_DIR' | 'media'>): MediaStore {
	return config.media.s3 ? createS3MediaStore(config.media.s3) : createFolderMediaStore(mediaDirOf(config))
}
