/**
 * `AUDIT_PHOTOS=1 npm run audit`: issue 18's "a plan page with photos" figure. Before the audit,
 * the audited plan and the first DISHES dishes its published weekly menus serve by default (the
 * sample menu's first day or two; AVIF encoding takes seconds a photo) get a photo, through
 * the console's own photo service (the upload check, the row and its audit entry) and the variant
 * maker the `photo-variants` job runs, into the audit server's media folder. The pictures are
 * blurred noise at a camera's proportions: they compress like photographs (a flat colour would
 * weigh nothing and flatter the figures).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { createDatabase } from '../server/db/client.ts'
import { plans, weeklyMenuItems, weeklyMenus } from '../server/db/schema.ts'
import { createFolderMediaStore, mediaDirOf } from '../server/media/media-store.ts'
import { createPhotoService } from '../server/media/photo-service.ts'

const DISHES = 8
const ALT = { en: 'The dish on its plate', ar: 'الطبق في صحنه', ru: 'Блюдо на тарелке' }

/** A 1600 × 1067 JPEG of blurred colour noise, different for each seed. */
async function photographLike(seed: number) {
	const noise = await sharp({ create: { width: 400, height: 267, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120 + (seed % 7) * 10, sigma: 60 } } })
		.png()
		.toBuffer()
	return sharp(noise).resize(1600, 1067).blur(3).jpeg({ quality: 88 }).toBuffer()
}

/** Gives the plan `planSlug` and its menus' default dishes a ready photo each; resolves to how many. */
export async function givePhotos(dataDir: string, dbPort: number, planSlug: string): Promise<number> {
	const password = readFileSync(join(dataDir, '.db-password'), 'utf8').trim()
	const { db, pool } = createDatabase(`postgres://postgres:${password}@127.0.0.1:${dbPort}/kcal`)
	try {
		const photos = createPhotoService({ db, store: createFolderMediaStore(mediaDirOf({ DATA_DIR: dataDir })) })
		const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.slug, planSlug))
		if (!plan) throw new Error(`No plan ${planSlug} to photograph`)
		const dishRows = await db
			.selectDistinct({ dishId: weeklyMenuItems.dishId })
			.from(weeklyMenuItems)
			.innerJoin(weeklyMenus, eq(weeklyMenus.id, weeklyMenuItems.menuId))
			.where(and(eq(weeklyMenus.status, 'published'), eq(weeklyMenuItems.isDefault, true), inArray(weeklyMenus.planId, [plan.id])))
			.limit(DISHES)
		const subjects = [{ kind: 'plan' as const, id: plan.id }, ...dishRows.map((row) => ({ kind: 'dish' as const, id: row.dishId }))]
		let seed = 0
		for (const subject of subjects) {
			const uploaded = await photos.upload('command-line', subject, await photographLike((seed += 1)), ALT)
			if (uploaded.status !== 'uploaded') throw new Error(`The photo of ${subject.kind} ${subject.id} was refused: ${uploaded.problem}`)
			if ((await photos.makeVariants(uploaded.photoId, { lastTry: true })) !== 'ready') throw new Error(`No variants for ${subject.kind} ${subject.id}`)
		}
		return subjects.length
	} finally {
		await pool.end()
	}
}
