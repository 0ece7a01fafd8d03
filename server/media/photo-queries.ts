/**
 * The photos the pages and the console read (no image work here, so page code does not load sharp):
 * each dish's or plan's ready photo as a responsive set, and a subject's recent uploads.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { LocaleCode } from '../../domain/locale.ts'
import { type PhotoView, photoView } from '../../domain/photo.ts'
import type { Executor } from '../db/client.ts'
import { photos } from '../db/schema.ts'

export type PhotoSubject = { kind: 'dish'; id: number } | { kind: 'plan'; id: number }

const altOf = (row: { altEn: string; altAr: string; altRu: string }, locale: LocaleCode) => (locale === 'ar-ae' ? row.altAr : locale === 'ru-ae' ? row.altRu : row.altEn)

/** Each dish's (or plan's) photo in one language: its latest ready one. One query whatever the number. */
export async function readyPhotos(ex: Executor, kind: PhotoSubject['kind'], ids: readonly number[], locale: LocaleCode): Promise<Map<number, PhotoView>> {
	if (ids.length === 0) return new Map()
	const subject = kind === 'dish' ? photos.dishId : photos.planId
	const rows = await ex
		.selectDistinctOn([subject], {
			subjectId: subject,
			key: photos.key,
			widths: photos.widths,
			width: photos.width,
			height: photos.height,
			altEn: photos.altEn,
			altAr: photos.altAr,
			altRu: photos.altRu,
		})
		.from(photos)
		.where(and(inArray(subject, [...ids]), eq(photos.status, 'ready'), isNotNull(photos.widths)))
		.orderBy(subject, desc(photos.id))
	return new Map(rows.map((row) => [row.subjectId!, photoView({ key: row.key, widths: row.widths!, width: row.width, height: row.height, alt: altOf(row, locale) })]))
}

/** A subject's photos, newest first, for the console (status shown: processing, ready, failed). */
export async function photosOf(ex: Executor, subject: PhotoSubject) {
	const column = subject.kind === 'dish' ? photos.dishId : photos.planId
	return ex
		.select({ id: photos.id, key: photos.key, status: photos.status, widths: photos.widths, width: photos.width, height: photos.height, altEn: photos.altEn, createdAt: photos.createdAt })
		.from(photos)
		.where(and(eq(column, subject.id), sql`${photos.status} <> 'removed'`))
		.orderBy(desc(photos.id))
		.limit(10)
}
