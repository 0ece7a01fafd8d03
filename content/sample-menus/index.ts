/**
 * Every sample menu, one per diet of content/diets.ts. The seed writes them once into the
 * kitchen's catalogue (server/db/seed-menus.ts); sample-menus.test.ts checks each against its plan.
 */
import { arabicSampleMenu } from './arabic.ts'
import { athletesSampleMenu } from './athletes.ts'
import { diabeticSampleMenu } from './diabetic.ts'
import { glutenFreeSampleMenu } from './gluten-free.ts'
import { internationalSampleMenu } from './international.ts'
import { newMumsSampleMenu } from './new-mums.ts'
import { pescatarianSampleMenu } from './pescatarian.ts'
import { ramadanSampleMenu } from './ramadan.ts'
import type { SampleMenuSeed } from './types.ts'
import { vegetarianSampleMenu } from './vegetarian.ts'
import { wellnessSampleMenu } from './wellness.ts'

/** In the order of content/diets.ts. */
export const SAMPLE_MENUS: readonly SampleMenuSeed[] = [
	internationalSampleMenu,
	arabicSampleMenu,
	diabeticSampleMenu,
	pescatarianSampleMenu,
	vegetarianSampleMenu,
	glutenFreeSampleMenu,
	wellnessSampleMenu,
	newMumsSampleMenu,
	athletesSampleMenu,
	ramadanSampleMenu,
]
