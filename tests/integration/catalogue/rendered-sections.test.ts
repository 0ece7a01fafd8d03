/**
 * The home page's part rendered once per key (decision 013) on a second instance follows a
 * catalogue change made on the first: a dish renamed in the console announces the change, the
 * second instance's caches drop the old dish, its home loader reads the new name, and that is
 * another key, so the next render of the part shows the new name (the old part is never read again).
 */
import { and, eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { RenderedSectionsContext } from '../../../app/components/rendered-once.tsx'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import { I18nProvider } from '../../../app/i18n/i18n.tsx'
import Home, { loader as homeLoader } from '../../../app/routes/home.tsx'
import { loaderContext, TEST_ORIGIN } from '../../../app/test-support/render-page.tsx'
import { renderedSections, SectionStore } from '../../../app/utils/rendered-sections.server.ts'
import type { DishInput } from '../../../domain/menu/dish-form.ts'
import type { Database } from '../../../server/db/client.ts'
import { readDish, updateDish } from '../../../server/console/menus/dish-store.ts'
import { dishTranslations } from '../../../server/db/schema.ts'
import { createTestDatabase } from '../support/database.ts'
import { otherInstance } from '../support/other-instance.ts'

const { db, url } = await createTestDatabase()
const other = otherInstance(url)
beforeAll(() => other.ready)
afterAll(() => other.stop())

/** The home page as the server renders it on an instance, with the parts kept in `store` spliced in. */
async function homeOn(instance: Database, store: SectionStore) {
	const address = new URL('/', TEST_ORIGIN)
	const data = await homeLoader({ context: loaderContext('en', { services: { db: instance } }), url: address, params: {}, request: new Request(address) } as never)
	const Stub = createRoutesStub([{ id: 'page', path: '/', Component: Home as never, loader: () => data }])
	const rendering = renderedSections(store)
	const page = createElement(Stub, { initialEntries: ['/'], hydrationData: { loaderData: { page: data } } })
	const html = renderToString(
		createElement(I18nProvider, { i18n: i18nFor('en'), children: createElement(RenderedSectionsContext, { value: rendering.sections }, page) }),
	)
	return { dishes: data.dishes, html: Buffer.from(rendering.splice(Buffer.from(html).toString('latin1'), true).html, 'latin1').toString() }
}

test('a dish renamed on one instance is renamed in the home page another instance renders from its kept part', async () => {
	const store = new SectionStore()
	const before = await homeOn(other.db, store)
	const shown = before.dishes[0]!.name
	// The second render is the kept part spliced in.
	expect((await homeOn(other.db, store)).html).toBe(before.html)
	expect(store.size).toBe(1)

	const [translation] = await db
		.select({ dishId: dishTranslations.dishId })
		.from(dishTranslations)
		.where(and(eq(dishTranslations.locale, 'en'), eq(dishTranslations.name, shown)))
	const dish = await readDish(db, translation!.dishId)
	if (!dish || Object.values(dish.nutrition).includes(null)) throw new Error(`dish ${translation!.dishId} has no full figures`)
	const { code, meal, dietTags, allergens, texts, nutrition } = dish
	const renamed = `${texts.en.name} (new recipe)`
	const edited = { code, meal, dietTags, allergens, texts: { ...texts, en: { ...texts.en, name: renamed } }, nutrition } as DishInput
	expect(await updateDish(db, 'command-line', dish.id, edited, new Date())).toBe('saved')

	await expect.poll(async () => (await homeOn(other.db, store)).html, { timeout: 10_000 }).toContain('(new recipe)')
	expect(store.size).toBe(2)
})
