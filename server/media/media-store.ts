/**
 * Where photos' files live: a folder (`DATA_DIR/media` by default). Paths are relative and made
 * by this server only (`uploads/<key>`, `photos/<key>/<width>.<ext>`). A file is written under a
 * temporary name and renamed, so a reader never sees half of one. With several instances the
 * folder must be shared (a network volume); an S3-compatible store is not built yet
 * (docs/operations.md).
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { dirname, join, normalize, resolve as resolvePath, sep } from 'node:path'

export type MediaStore = {
	write(path: string, bytes: Uint8Array): Promise<void>
	/** The file's bytes, or null when there is none. */
	read(path: string): Promise<Buffer | null>
	remove(path: string): Promise<void>
}

export function createFolderMediaStore(folder: string): MediaStore {
	const root = resolvePath(folder)
	const resolve = (path: string) => {
		const full = normalize(join(root, path))
		if (!full.startsWith(root + sep)) throw new Error(`Media path outside the store: ${path}`)
		return full
	}
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
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
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
