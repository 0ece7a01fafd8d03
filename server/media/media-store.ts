/**
 * Where photos' files live: a folder (`DATA_DIR/media`, the default) or an S3-compatible bucket
 * (MEDIA_S3_BUCKET, s3-media-store.ts; media-store-of.ts picks one). Paths are relative and made by this server only
 * (`uploads/<key>`, `photos/<key>/<width>.<ext>`). A reader never sees half a file: the folder
 * writes under a temporary name and renames, and an S3 PUT is all or nothing. With several
 * instances the files must be shared: the bucket, or the folder on a network volume
 * (docs/operations.md).
 */
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { dirname, join, normalize, resolve as resolvePath, sep } from 'node:path'
import { Readable } from 'node:stream'

/** A stored file being read: its length and its bytes as they come, never held whole in memory. */
export type MediaFile = { size: number; body: ReadableStream<Uint8Array> }

export type MediaStore = {
	write(path: string, bytes: Uint8Array): Promise<void>
	/** The file's bytes, or null when there is none (the job, which needs a whole image). */
	read(path: string): Promise<Buffer | null>
	/** The file as a stream, or null when there is none (serving). The caller reads or cancels the body. */
	open(path: string): Promise<MediaFile | null>
	remove(path: string): Promise<void>
}

/** A path this server made: relative, without `.`/`..` segments or a backslash (the key of a bucket, a file under the folder). */
export function checkMediaPath(path: string): string {
	const segments = path.split('/')
	if (path.includes('\\') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
		throw new Error(`Media path outside the store: ${path}`)
	}
	return path
}

export function createFolderMediaStore(folder: string): MediaStore {
	const root = resolvePath(folder)
	const resolve = (path: string) => {
		const full = normalize(join(root, checkMediaPath(path)))
		if (!full.startsWith(root + sep)) throw new Error(`Media path outside the store: ${path}`)
		return full
	}
	const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'
	return {
		async write(path, bytes) {
			const full = resolve(path)
			await mkdir(dirname(full), { recursive: true })
			const temporary = `${full}.${randomBytes(6).toString('hex')}.part`
			await writeFile(temporary, bytes)
			await rename(temporary, full)
		},
		async read(path) {
			try {
				return await readFile(resolve(path))
			} catch (error) {
				if (missing(error)) return null
				throw error
			}
		},
		async open(path) {
			// Opened once: its length and its bytes are the same file's even if it were replaced meanwhile.
			const handle = await open(resolve(path)).catch((error: unknown) => {
				if (missing(error)) return null
				throw error
			})
			if (!handle) return null
			try {
				const { size } = await handle.stat()
				const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>
				return { size, body }
			} catch (error) {
				await handle.close()
				throw error
			}
		},
		async remove(path) {
			await rm(resolve(path), { force: true })
		},
	}
}

/** The photos' folder of an installation: `DATA_DIR/media`. */
export const mediaDirOf = (config: { DATA_DIR: string }) => join(config.DATA_DIR, 'media')
