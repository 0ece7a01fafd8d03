/**
 * First seed of the catalogue: the plans whose pages exist at
 * /meal-plans/{slug}/. Names and summaries in the three languages; prices,
 * variants and menus arrive with the catalogue issue.
 */
import type { LocaleCode } from '../domain/locale.ts'

export type PlanSeed = {
	slug: string
	tags: Array<'popular' | 'diet-specific' | 'weight-loss'>
	mealsPerDay: number
	text: Record<LocaleCode, { name: string; summary: string }>
}

export const PLAN_SEEDS: readonly PlanSeed[] = [
	{
		slug: 'international',
		tags: ['popular'],
		mealsPerDay: 4,
		text: {
			en: { name: 'International', summary: 'Balanced dishes from kitchens around the world: breakfast, lunch, dinner and a snack every day.' },
			'ar-ae': { name: 'المطبخ العالمي', summary: 'أطباق متوازنة من مطابخ العالم: فطور وغداء وعشاء ووجبة خفيفة كل يوم.' },
			'ru-ae': { name: 'Интернациональный', summary: 'Сбалансированные блюда кухонь мира: завтрак, обед, ужин и перекус каждый день.' },
		},
	},
	{
		slug: 'arabic',
		tags: ['popular', 'diet-specific'],
		mealsPerDay: 4,
		text: {
			en: { name: 'Arabic', summary: 'Home-style Arabic and Levantine favourites, cooked lighter with the same flavour.' },
			'ar-ae': { name: 'المطبخ العربي', summary: 'أشهى الأطباق العربية والشامية بطابع منزلي، مطهوة بطريقة أخف وبالنكهة نفسها.' },
			'ru-ae': { name: 'Арабский', summary: 'Любимые блюда арабской и левантийской кухни по-домашнему, только легче.' },
		},
	},
	{
		slug: 'diabetic',
		tags: ['diet-specific'],
		mealsPerDay: 4,
		text: {
			en: { name: 'Diabetic-friendly', summary: 'Low-glycaemic meals with controlled carbohydrates to help keep blood sugar steady.' },
			'ar-ae': { name: 'مناسب لمرضى السكري', summary: 'وجبات منخفضة المؤشر الجلايسيمي بكميات كربوهيدرات مضبوطة تساعد على استقرار سكر الدم.' },
			'ru-ae': { name: 'Для диабетиков', summary: 'Блюда с низким гликемическим индексом и контролем углеводов для стабильного уровня сахара.' },
		},
	},
	{
		slug: 'pescatarian',
		tags: ['diet-specific'],
		mealsPerDay: 4,
		text: {
			en: { name: 'Pescatarian', summary: 'Fish, seafood and plant proteins, with no meat or poultry.' },
			'ar-ae': { name: 'نباتي مع الأسماك', summary: 'أسماك ومأكولات بحرية وبروتينات نباتية، بلا لحوم أو دواجن.' },
			'ru-ae': { name: 'Пескетарианский', summary: 'Рыба, морепродукты и растительный белок — без мяса и птицы.' },
		},
	},
	{
		slug: 'vegetarian',
		tags: ['diet-specific'],
		mealsPerDay: 4,
		text: {
			en: { name: 'Vegetarian', summary: 'Colourful vegetarian meals with eggs and dairy, high in fibre and protein.' },
			'ar-ae': { name: 'نباتي', summary: 'وجبات نباتية ملونة مع البيض ومنتجات الألبان، غنية بالألياف والبروتين.' },
			'ru-ae': { name: 'Вегетарианский', summary: 'Яркие вегетарианские блюда с яйцами и молочными продуктами, богатые клетчаткой и белком.' },
		},
	},
	{
		slug: 'gluten-free',
		tags: ['diet-specific'],
		mealsPerDay: 4,
		text: {
			en: { name: 'Gluten-free', summary: 'Every meal made without gluten-containing ingredients.' },
			'ar-ae': { name: 'خالٍ من الغلوتين', summary: 'كل الوجبات محضّرة دون مكونات تحتوي على الغلوتين.' },
			'ru-ae': { name: 'Без глютена', summary: 'Все блюда готовятся без ингредиентов, содержащих глютен.' },
		},
	},
	{
		slug: 'wellness',
		tags: ['popular'],
		mealsPerDay: 4,
		text: {
			en: { name: 'Wellness', summary: 'Wholesome, lighter meals rich in vegetables, whole grains and lean protein.' },
			'ar-ae': { name: 'العافية', summary: 'وجبات صحية وخفيفة غنية بالخضار والحبوب الكاملة والبروتين قليل الدهن.' },
			'ru-ae': { name: 'Велнес', summary: 'Лёгкие полезные блюда с овощами, цельными злаками и нежирным белком.' },
		},
	},
	{
		slug: 'new-mums',
		tags: ['diet-specific'],
		mealsPerDay: 5,
		text: {
			en: { name: 'New mums', summary: 'Nourishing meals for the months after birth, rich in iron, calcium and protein.' },
			'ar-ae': { name: 'للأمهات الجدد', summary: 'وجبات مغذية للأشهر الأولى بعد الولادة، غنية بالحديد والكالسيوم والبروتين.' },
			'ru-ae': { name: 'Для молодых мам', summary: 'Питательные блюда для первых месяцев после родов, богатые железом, кальцием и белком.' },
		},
	},
	{
		slug: 'athlete',
		tags: ['popular'],
		mealsPerDay: 5,
		text: {
			en: { name: 'Athlete', summary: 'Higher-protein, higher-calorie meals to fuel training and recovery.' },
			'ar-ae': { name: 'للرياضيين', summary: 'وجبات أغنى بالبروتين والسعرات لدعم التمارين والتعافي.' },
			'ru-ae': { name: 'Для спортсменов', summary: 'Больше белка и калорий для тренировок и восстановления.' },
		},
	},
	{
		slug: 'ramadan',
		tags: ['diet-specific'],
		mealsPerDay: 3,
		text: {
			en: { name: 'Ramadan', summary: 'Iftar, a light snack and suhoor, delivered before sunset through the holy month.' },
			'ar-ae': { name: 'رمضان', summary: 'إفطار ووجبة خفيفة وسحور، تصلك قبل المغرب طوال الشهر الفضيل.' },
			'ru-ae': { name: 'Рамадан', summary: 'Ифтар, лёгкий перекус и сухур с доставкой до заката весь священный месяц.' },
		},
	},
	{
		slug: 'weight-loss',
		tags: ['popular', 'weight-loss'],
		mealsPerDay: 4,
		text: {
			en: { name: 'Weight loss', summary: 'Calorie-controlled meals that keep you full while you lose weight steadily.' },
			'ar-ae': { name: 'إنقاص الوزن', summary: 'وجبات محسوبة السعرات تشعرك بالشبع بينما تخسر وزنك بثبات.' },
			'ru-ae': { name: 'Похудение', summary: 'Блюда с контролем калорий: сытно, а вес уходит постепенно.' },
		},
	},
]
