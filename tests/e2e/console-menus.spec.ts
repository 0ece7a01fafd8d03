/**
 * Dishes and photos in the console (issue 18 items 3–4; docs/menus.md "Photos") in a browser
 * against the production build: a kitchen user uploads a dish's photo as a plain multipart form
 * (the console has no script), the photo-variants job makes its set, and the sample menu then
 * serves it as AVIF (then WebP, then JPEG) with srcset and sizes.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { MENUS_MESSAGES } from '../../content/console-messages/menus.ts'
import { expect, test } from './support/fixtures.ts'
import { invitedStaff, labelled, signInToConsole } from './support/console.ts'

const DISH = 'korean-chicken-bibimbap'
const SAMPLE_MENU = '/meal-plans/success-international-sample-menu/'

test('a kitchen user uploads a dish photo and the sample menu serves it as AVIF with srcset', async ({ browser, baseURL, page, request }) => {
	// Sign-in, the upload, the job's encoding and the sample menu's 30-second cache, on a possibly busy machine.
	test.setTimeout(300_000)
	const kitchen = await invitedStaff({ browser, baseURL: baseURL! }, 'kitchen')
	await signInToConsole(page, kitchen)
	const t = MENUS_MESSAGES.en

	await page.goto(`/console/menus/?q=${DISH}`)
	await page.locator(`tr[data-dish="${DISH}"] a`).click()
	await expect(page.getByRole('heading', { level: 1 })).toContainText(/bibimbap/i)

	const folder = await mkdtemp(join(tmpdir(), 'kcal-e2e-photo-'))
	const file = join(folder, 'bibimbap.jpg')
	await writeFile(file, await sharp({ create: { width: 1400, height: 933, channels: 3, background: { r: 190, g: 80, b: 40 } } }).jpeg().toBuffer())
	await labelled(page, t.photo.file).setInputFiles(file)
	await labelled(page, `${t.photo.alt} (${t.languages.en})`).fill('Bibimbap in a stone bowl')
	await labelled(page, `${t.photo.alt} (${t.languages['ar-ae']})`).fill('بيبيمباب في وعاء حجري')
	await labelled(page, `${t.photo.alt} (${t.languages['ru-ae']})`).fill('Пибимпап в каменной чаше')
	await page.getByRole('button', { name: t.photo.upload, exact: true }).click()
	await expect(page.getByText(t.photo.uploaded)).toBeVisible()

	// The job makes the set in the background; the sample menu's cache shows it within 30 s after.
	const avif = page.locator('[data-dish-photo] source[type="image/avif"]').first()
	await expect(async () => {
		await page.goto(SAMPLE_MENU)
		await expect(avif).toHaveCount(1)
	}).toPass({ timeout: 120_000, intervals: [2_000, 5_000] })
	const srcset = (await avif.getAttribute('srcset'))!
	expect(srcset).toMatch(/^\/media\/photos\/[A-Za-z0-9_-]+\/320\.avif 320w, .+ 1400w$/)
	expect(await avif.getAttribute('sizes')).toBeTruthy()
	const img = page.locator('[data-dish-photo] img').first()
	expect(await img.getAttribute('alt')).toBe('Bibimbap in a stone bowl')
	expect(await img.getAttribute('width')).toBe('1400')
	expect(await img.getAttribute('height')).toBe('933')

	const first = srcset.split(' ')[0]!
	const served = await request.get(first)
	expect(served.status()).toBe(200)
	expect(served.headers()['content-type']).toBe('image/avif')
	expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})
