/**
 * The plan catalogue: the plans whose pages exist at /meal-plans/{slug}/, with
 * their texts in the three languages, sizes (variants) and list prices. The
 * seed writes it into the database; the price table of each variant follows
 * from its list price by the rules in domain/plan-pricing.ts.
 *
 * Variant codes are stable identifiers (orders and the apps refer to them):
 * never reuse or rename one. Amounts are VAT-inclusive fils.
 */
import type { LocaleCode } from '../domain/locale.ts'
import type { PlanSize } from '../domain/plan-pricing.ts'
import type { DietKey } from './diets.ts'

export type PlanTag = 'popular' | 'diet-specific' | 'weight-loss'

export type PlanVariantSeed = {
	/** Stable code, `{slug}-{size}` when created; kept even if the slug changes. */
	code: string
	/** Daily calories of the size: portions vary a little by menu day. */
	kcalMin: number
	kcalMax: number
	/** Price of one day on the shortest commitment (5 days a week, 1 week). */
	listPricePerDayFils: number
}

export type PlanSeed = {
	slug: string
	tags: PlanTag[]
	mealsPerDay: number
	/** The diet whose published sample menu this plan shows (content/sample-menus/), if any. */
	sampleMenu: DietKey | null
	text: Record<LocaleCode, { name: string; summary: string; description: string }>
	variants: Record<PlanSize, PlanVariantSeed>
}

/** Refundable deposit for the insulated cool bag the meals travel in: charged while the customer holds no bag (docs/payments.md). */
export const COOL_BAG_DEPOSIT = { code: 'cool-bag-deposit', amountFils: 10_000, refundable: true } as const

/**
 * Regular and Plus of one plan; Plus is the same menu in bigger portions. The code prefix is
 * written out beside each plan rather than taken from its slug, so renaming a slug keeps the codes.
 */
function sizes(
	codePrefix: string,
	regular: { kcal: [number, number]; aed: number },
	plus: { kcal: [number, number]; aed: number },
): Record<PlanSize, PlanVariantSeed> {
	return {
		regular: { code: `${codePrefix}-regular`, kcalMin: regular.kcal[0], kcalMax: regular.kcal[1], listPricePerDayFils: regular.aed * 100 },
		plus: { code: `${codePrefix}-plus`, kcalMin: plus.kcal[0], kcalMax: plus.kcal[1], listPricePerDayFils: plus.aed * 100 },
	}
}

export const PLAN_SEEDS: readonly PlanSeed[] = [
	{
		slug: 'international',
		tags: ['popular'],
		mealsPerDay: 4,
		sampleMenu: 'international',
		text: {
			en: {
				name: 'International',
				summary: 'Balanced dishes from kitchens around the world: breakfast, lunch, dinner and a snack every day.',
				description:
					'A rotating menu of balanced dishes from Mediterranean, Asian and Latin American kitchens, so the week never feels repetitive. Every day brings breakfast, lunch, dinner and a snack, portioned by our nutritionists and delivered fresh to your door.',
			},
			'ar-ae': {
				name: 'المطبخ العالمي',
				summary: 'أطباق متوازنة من مطابخ العالم: فطور وغداء وعشاء ووجبة خفيفة كل يوم.',
				description:
					'قائمة متجددة من الأطباق المتوازنة المستوحاة من مطابخ البحر المتوسط وآسيا وأمريكا اللاتينية، لتستمتع بتنوع حقيقي طوال الأسبوع. تصلك كل يوم وجبات الفطور والغداء والعشاء ووجبة خفيفة، بحصص يحددها أخصائيو التغذية لدينا، طازجة حتى باب منزلك.',
			},
			'ru-ae': {
				name: 'Интернациональный',
				summary: 'Сбалансированные блюда кухонь мира: завтрак, обед, ужин и перекус каждый день.',
				description:
					'Меню из сбалансированных блюд средиземноморской, азиатской и латиноамериканской кухни постоянно обновляется, так что за неделю еда не успевает надоесть. Каждый день — завтрак, обед, ужин и перекус: порции рассчитывают наши нутрициологи, а свежую еду привозят прямо к двери.',
			},
		},
		variants: sizes('international', { kcal: [1400, 1700], aed: 125 }, { kcal: [1900, 2200], aed: 155 }),
	},
	{
		slug: 'arabic',
		tags: ['popular', 'diet-specific'],
		mealsPerDay: 4,
		sampleMenu: 'arabic',
		text: {
			en: {
				name: 'Arabic',
				summary: 'Home-style Arabic and Levantine favourites, cooked lighter with the same flavour.',
				description:
					'Familiar Emirati, Levantine and Gulf dishes such as machboos, freekeh and grilled kofta, prepared with less oil and more vegetables. The taste of home cooking, with the calories already counted for you.',
			},
			'ar-ae': {
				name: 'المطبخ العربي',
				summary: 'أشهى الأطباق العربية والشامية بطابع منزلي، مطهوة بطريقة أخف وبالنكهة نفسها.',
				description:
					'أطباق إماراتية وشامية وخليجية مألوفة مثل المجبوس والفريكة والكفتة المشوية، محضّرة بزيت أقل وخضار أكثر. مذاق الطبخ المنزلي الذي تحبه، مع سعرات حرارية محسوبة بدقة.',
			},
			'ru-ae': {
				name: 'Арабский',
				summary: 'Любимые блюда арабской и левантийской кухни по-домашнему, только легче.',
				description:
					'Знакомые блюда эмиратской и левантийской кухни и кухни стран Залива — мачбус, фрике, кофта на гриле — готовим с меньшим количеством масла и большим количеством овощей. Вкус домашней еды, а калории мы уже посчитали за вас.',
			},
		},
		variants: sizes('arabic', { kcal: [1400, 1700], aed: 125 }, { kcal: [1900, 2200], aed: 155 }),
	},
	{
		slug: 'diabetic',
		tags: ['diet-specific'],
		mealsPerDay: 4,
		sampleMenu: 'diabetic',
		text: {
			en: {
				name: 'Diabetic-friendly',
				summary: 'Low-glycaemic meals with controlled carbohydrates to help keep blood sugar steady.',
				description:
					'Designed with our nutritionists for people managing type 2 diabetes or prediabetes: low-glycaemic carbohydrates spread evenly across the day, plenty of fibre and no added sugar. Keep following your doctor’s advice; the plan supports it but does not replace it.',
			},
			'ar-ae': {
				name: 'مناسب لمرضى السكري',
				summary: 'وجبات منخفضة المؤشر الجلايسيمي بكميات كربوهيدرات مضبوطة تساعد على استقرار سكر الدم.',
				description:
					'صُمّم بالتعاون مع أخصائيي التغذية لدينا لمن يتعايشون مع السكري من النوع الثاني أو مرحلة ما قبل السكري: كربوهيدرات منخفضة المؤشر الجلايسيمي موزعة بانتظام على مدار اليوم، وألياف وفيرة، ودون سكر مضاف. استمر في اتباع إرشادات طبيبك، فهذا البرنامج يدعمها ولا يغني عنها.',
			},
			'ru-ae': {
				name: 'Для диабетиков',
				summary: 'Блюда с низким гликемическим индексом и контролем углеводов для стабильного уровня сахара.',
				description:
					'Рацион разработан вместе с нашими нутрициологами для людей с диабетом 2 типа или преддиабетом: углеводы с низким гликемическим индексом равномерно распределены в течение дня, много клетчатки и никакого добавленного сахара. Продолжайте следовать рекомендациям врача: программа помогает, но не заменяет лечение.',
			},
		},
		variants: sizes('diabetic', { kcal: [1300, 1600], aed: 135 }, { kcal: [1800, 2100], aed: 165 }),
	},
	{
		slug: 'pescatarian',
		tags: ['diet-specific'],
		mealsPerDay: 4,
		sampleMenu: 'pescatarian',
		text: {
			en: {
				name: 'Pescatarian',
				summary: 'Fish, seafood and plant proteins, with no meat or poultry.',
				description:
					'Hammour, salmon, prawns and tuna alongside lentils, chickpeas and fresh vegetables, with no meat or poultry at all. A good source of omega-3 fats and lean protein for anyone who prefers the sea to the grill.',
			},
			'ar-ae': {
				name: 'نباتي مع الأسماك',
				summary: 'أسماك ومأكولات بحرية وبروتينات نباتية، بلا لحوم أو دواجن.',
				description:
					'الهامور والسلمون والروبيان والتونة إلى جانب العدس والحمص والخضار الطازجة، دون أي لحوم أو دواجن. مصدر غني بأحماض أوميغا 3 والبروتين قليل الدهن لمن يفضّل خيرات البحر.',
			},
			'ru-ae': {
				name: 'Пескетарианский',
				summary: 'Рыба, морепродукты и растительный белок — без мяса и птицы.',
				description:
					'Хамур, лосось, креветки и тунец вместе с чечевицей, нутом и свежими овощами — и никакого мяса или птицы. Хороший источник омега-3 и лёгкого белка для тех, кто предпочитает дары моря.',
			},
		},
		variants: sizes('pescatarian', { kcal: [1400, 1700], aed: 139 }, { kcal: [1900, 2200], aed: 169 }),
	},
	{
		slug: 'vegetarian',
		tags: ['diet-specific'],
		mealsPerDay: 4,
		sampleMenu: 'vegetarian',
		text: {
			en: {
				name: 'Vegetarian',
				summary: 'Colourful vegetarian meals with eggs and dairy, high in fibre and protein.',
				description:
					'Meat-free cooking that still fills you up: paneer, halloumi, eggs, beans and whole grains in dishes from India to the Mediterranean. Every day is balanced for protein, so you won’t miss the meat.',
			},
			'ar-ae': {
				name: 'نباتي',
				summary: 'وجبات نباتية ملونة مع البيض ومنتجات الألبان، غنية بالألياف والبروتين.',
				description:
					'أطباق خالية من اللحوم لكنها مشبعة: البانير والحلوم والبيض والبقوليات والحبوب الكاملة في وصفات من الهند إلى البحر المتوسط. كل يوم متوازن في البروتين، فلن تفتقد اللحوم.',
			},
			'ru-ae': {
				name: 'Вегетарианский',
				summary: 'Яркие вегетарианские блюда с яйцами и молочными продуктами, богатые клетчаткой и белком.',
				description:
					'Блюда без мяса, которые действительно насыщают: панир, халлуми, яйца, бобовые и цельные злаки в рецептах от Индии до Средиземноморья. Белка в каждом дне достаточно, так что по мясу скучать не придётся.',
			},
		},
		variants: sizes('vegetarian', { kcal: [1300, 1600], aed: 120 }, { kcal: [1800, 2100], aed: 150 }),
	},
	{
		slug: 'gluten-free',
		tags: ['diet-specific'],
		mealsPerDay: 4,
		sampleMenu: 'glutenFree',
		text: {
			en: {
				name: 'Gluten-free',
				summary: 'Every meal made without gluten-containing ingredients.',
				description:
					'Rice, quinoa, potatoes and buckwheat take the place of wheat, barley and rye in every dish, from breakfast to dinner. A comfortable choice with gluten sensitivity or coeliac disease; tell us about any other allergies when you order.',
			},
			'ar-ae': {
				name: 'خالٍ من الغلوتين',
				summary: 'كل الوجبات محضّرة دون مكونات تحتوي على الغلوتين.',
				description:
					'يحل الأرز والكينوا والبطاطا والحنطة السوداء محل القمح والشعير والجاودار في كل الأطباق، من الفطور حتى العشاء. خيار مريح لمن يعانون من حساسية الغلوتين أو الداء البطني (السيلياك)، ولا تنسَ إخبارنا بأي حساسية أخرى عند الطلب.',
			},
			'ru-ae': {
				name: 'Без глютена',
				summary: 'Все блюда готовятся без ингредиентов, содержащих глютен.',
				description:
					'Рис, киноа, картофель и гречка заменяют пшеницу, ячмень и рожь во всех блюдах — от завтрака до ужина. Удобный выбор при чувствительности к глютену или целиакии; о других аллергиях просто сообщите нам при заказе.',
			},
		},
		variants: sizes('gluten-free', { kcal: [1400, 1700], aed: 135 }, { kcal: [1900, 2200], aed: 165 }),
	},
	{
		slug: 'wellness',
		tags: ['popular'],
		mealsPerDay: 4,
		sampleMenu: 'wellness',
		text: {
			en: {
				name: 'Wellness',
				summary: 'Wholesome, lighter meals rich in vegetables, whole grains and lean protein.',
				description:
					'Light, colourful meals built on vegetables, whole grains, nuts and lean protein, with very little refined sugar or processed food. A gentle reset for more energy through the working week.',
			},
			'ar-ae': {
				name: 'العافية',
				summary: 'وجبات صحية وخفيفة غنية بالخضار والحبوب الكاملة والبروتين قليل الدهن.',
				description:
					'وجبات خفيفة وملونة أساسها الخضار والحبوب الكاملة والمكسرات والبروتين قليل الدهن، مع أقل قدر من السكر المكرر والأطعمة المصنّعة. بداية جديدة تمنحك طاقة أكبر طوال أيام العمل.',
			},
			'ru-ae': {
				name: 'Велнес',
				summary: 'Лёгкие полезные блюда с овощами, цельными злаками и нежирным белком.',
				description:
					'Лёгкие яркие блюда из овощей, цельных злаков, орехов и нежирного белка — почти без рафинированного сахара и полуфабрикатов. Мягкая перезагрузка, чтобы сил хватало на всю рабочую неделю.',
			},
		},
		variants: sizes('wellness', { kcal: [1300, 1500], aed: 115 }, { kcal: [1800, 2000], aed: 140 }),
	},
	{
		slug: 'new-mums',
		tags: ['diet-specific'],
		mealsPerDay: 5,
		sampleMenu: 'newMums',
		text: {
			en: {
				name: 'New mums',
				summary: 'Nourishing meals for the months after birth, rich in iron, calcium and protein.',
				description:
					'Five nourishing meals a day for the months after giving birth, rich in iron, calcium, folate and omega-3. Portions are generous enough for breastfeeding, and everything arrives ready to eat, so your time goes to your baby.',
			},
			'ar-ae': {
				name: 'للأمهات الجدد',
				summary: 'وجبات مغذية للأشهر الأولى بعد الولادة، غنية بالحديد والكالسيوم والبروتين.',
				description:
					'خمس وجبات مغذية يوميًا للأشهر التي تلي الولادة، غنية بالحديد والكالسيوم وحمض الفوليك وأوميغا 3. الحصص كافية لتلبية احتياجات الرضاعة الطبيعية، وكل الوجبات تصلك جاهزة للأكل لتتفرغي لطفلك.',
			},
			'ru-ae': {
				name: 'Для молодых мам',
				summary: 'Питательные блюда для первых месяцев после родов, богатые железом, кальцием и белком.',
				description:
					'Пять питательных приёмов пищи в день для первых месяцев после родов: больше железа, кальция, фолиевой кислоты и омега-3. Порции рассчитаны с учётом грудного вскармливания, а еда приезжает готовой — всё время можно посвятить малышу.',
			},
		},
		variants: sizes('new-mums', { kcal: [1800, 2100], aed: 149 }, { kcal: [2300, 2600], aed: 179 }),
	},
	{
		slug: 'athlete',
		tags: ['popular'],
		mealsPerDay: 5,
		sampleMenu: 'athletes',
		text: {
			en: {
				name: 'Athlete',
				summary: 'Higher-protein, higher-calorie meals to fuel training and recovery.',
				description:
					'Five high-protein meals a day with enough carbohydrates for hard training, whether you lift, run or play padel. Recovery-focused snacks make it easy to eat well around morning or evening sessions.',
			},
			'ar-ae': {
				name: 'للرياضيين',
				summary: 'وجبات أغنى بالبروتين والسعرات لدعم التمارين والتعافي.',
				description:
					'خمس وجبات غنية بالبروتين يوميًا مع ما يكفي من الكربوهيدرات لدعم التمارين الشاقة، سواء كنت تمارس رفع الأثقال أو الجري أو البادل. ووجبات خفيفة تساعد على التعافي لتتغذى جيدًا قبل تمارينك الصباحية أو المسائية وبعدها.',
			},
			'ru-ae': {
				name: 'Для спортсменов',
				summary: 'Больше белка и калорий для тренировок и восстановления.',
				description:
					'Пять высокобелковых приёмов пищи в день и достаточно углеводов для интенсивных тренировок — будь то силовые, бег или падел. Перекусы для восстановления помогают правильно питаться до и после утренних или вечерних занятий.',
			},
		},
		variants: sizes('athlete', { kcal: [2200, 2500], aed: 165 }, { kcal: [2700, 3100], aed: 190 }),
	},
	{
		slug: 'ramadan',
		tags: ['diet-specific'],
		mealsPerDay: 3,
		sampleMenu: 'ramadan',
		text: {
			en: {
				name: 'Ramadan',
				summary: 'Iftar, dinner and suhoor, delivered before sunset through the holy month.',
				description:
					'Iftar, a later dinner and suhoor, delivered before Maghrib every day of the holy month. Dates, soups and slow-release carbohydrates help you break the fast gently and keep your energy up until the next sunset.',
			},
			'ar-ae': {
				name: 'رمضان',
				summary: 'إفطار وعشاء وسحور، تصلك قبل المغرب طوال الشهر الفضيل.',
				description:
					'إفطار وعشاء متأخر وسحور، تصلك قبل أذان المغرب كل يوم طوال الشهر الفضيل. التمر والشوربات والكربوهيدرات بطيئة الامتصاص تساعدك على الإفطار بلطف وتمدّك بالطاقة حتى مغرب اليوم التالي.',
			},
			'ru-ae': {
				name: 'Рамадан',
				summary: 'Ифтар, ужин и сухур с доставкой до заката весь священный месяц.',
				description:
					'Ифтар, поздний ужин и сухур с доставкой до магриба каждый день священного месяца. Финики, супы и медленные углеводы помогают мягко прервать пост и сохранить силы до следующего заката.',
			},
		},
		variants: sizes('ramadan', { kcal: [1500, 1800], aed: 129 }, { kcal: [2000, 2300], aed: 155 }),
	},
	{
		slug: 'weight-loss',
		tags: ['popular', 'weight-loss'],
		mealsPerDay: 4,
		sampleMenu: null,
		text: {
			en: {
				name: 'Weight loss',
				summary: 'Calorie-controlled meals that keep you full while you lose weight steadily.',
				description:
					'A steady calorie deficit without feeling hungry: high-protein, high-fibre meals that keep you full until the next one. Most customers aim for about half a kilo a week; choose Plus if you train a lot or are starting from a higher weight.',
			},
			'ar-ae': {
				name: 'إنقاص الوزن',
				summary: 'وجبات محسوبة السعرات تشعرك بالشبع بينما تخسر وزنك بثبات.',
				description:
					'عجز ثابت في السعرات الحرارية دون الشعور بالجوع: وجبات غنية بالبروتين والألياف تبقيك شبعانًا حتى الوجبة التالية. يستهدف معظم عملائنا خسارة نحو نصف كيلوغرام أسبوعيًا، واختر الحجم الكبير إذا كنت تتمرن كثيرًا أو تبدأ بوزن أعلى.',
			},
			'ru-ae': {
				name: 'Похудение',
				summary: 'Блюда с контролем калорий: сытно, а вес уходит постепенно.',
				description:
					'Стабильный дефицит калорий без чувства голода: блюда с высоким содержанием белка и клетчатки надолго насыщают. Большинство клиентов стремятся терять около полукилограмма в неделю; выбирайте размер Plus, если много тренируетесь или начинаете с большего веса.',
			},
		},
		variants: sizes('weight-loss', { kcal: [1200, 1500], aed: 119 }, { kcal: [1600, 1900], aed: 145 }),
	},
	{
		slug: 'low-carb',
		tags: ['diet-specific', 'weight-loss'],
		mealsPerDay: 4,
		sampleMenu: null,
		text: {
			en: {
				name: 'Low carb',
				summary: 'Fewer carbohydrates, more protein and vegetables, for steady weight loss with fewer cravings.',
				description:
					'Around 100 g of carbohydrates a day, mostly from vegetables, pulses and a little whole grain, with lean meat, fish or eggs at every meal. A realistic way to cut back on bread, rice and sugar without giving up flavour.',
			},
			'ar-ae': {
				name: 'منخفض الكربوهيدرات',
				summary: 'كربوهيدرات أقل وبروتين وخضار أكثر، لخسارة الوزن بثبات مع رغبة أقل في تناول السكريات.',
				description:
					'نحو 100 غرام من الكربوهيدرات يوميًا، معظمها من الخضار والبقوليات وقليل من الحبوب الكاملة، مع اللحوم قليلة الدهن أو الأسماك أو البيض في كل وجبة. طريقة واقعية للتقليل من الخبز والأرز والسكر دون التنازل عن النكهة.',
			},
			'ru-ae': {
				name: 'Низкоуглеводный',
				summary: 'Меньше углеводов, больше белка и овощей — для стабильного похудения без тяги к сладкому.',
				description:
					'Около 100 г углеводов в день — в основном из овощей, бобовых и небольшого количества цельных злаков, а в каждом приёме пищи есть нежирное мясо, рыба или яйца. Реальный способ есть меньше хлеба, риса и сахара, не жертвуя вкусом.',
			},
		},
		variants: sizes('low-carb', { kcal: [1200, 1500], aed: 129 }, { kcal: [1700, 2000], aed: 155 }),
	},
	{
		slug: 'keto-balanced',
		tags: ['diet-specific', 'weight-loss'],
		mealsPerDay: 4,
		sampleMenu: null,
		text: {
			en: {
				name: 'Balanced keto',
				summary: 'A moderate keto plan: very low in carbohydrates, with healthy fats from olive oil, avocado and nuts.',
				description:
					'Under 50 g of net carbohydrates a day, so your body can switch to burning fat, with more vegetables and fibre than strict keto. If you are pregnant, take medication for diabetes or have kidney problems, talk to your doctor before you start.',
			},
			'ar-ae': {
				name: 'كيتو متوازن',
				summary: 'نظام كيتو معتدل: كربوهيدرات منخفضة جدًا ودهون صحية من زيت الزيتون والأفوكادو والمكسرات.',
				description:
					'أقل من 50 غرامًا من صافي الكربوهيدرات يوميًا ليتحول جسمك إلى حرق الدهون، مع خضار وألياف أكثر مما في الكيتو الصارم. في حالات الحمل أو تناول أدوية السكري أو وجود مشكلات في الكلى، يُرجى استشارة الطبيب قبل البدء.',
			},
			'ru-ae': {
				name: 'Сбалансированное кето',
				summary: 'Умеренное кето: минимум углеводов и полезные жиры из оливкового масла, авокадо и орехов.',
				description:
					'Менее 50 г чистых углеводов в день, чтобы организм перешёл на сжигание жиров, но овощей и клетчатки больше, чем на строгом кето. При беременности, приёме препаратов от диабета или проблемах с почками сначала посоветуйтесь с врачом.',
			},
		},
		variants: sizes('keto-balanced', { kcal: [1300, 1600], aed: 139 }, { kcal: [1800, 2100], aed: 165 }),
	},
	{
		slug: 'kcal-fit',
		tags: ['popular'],
		mealsPerDay: 4,
		sampleMenu: null,
		text: {
			en: {
				name: 'kcal-fit',
				summary: 'High-protein meals matched to your training goal, whether you’re cutting or building muscle.',
				description:
					'Every meal carries 30–45 g of protein, with carbohydrates and fats balanced for training three to five times a week. Choose Regular while cutting and Plus while building muscle; each dish’s macros are listed on the weekly menu.',
			},
			'ar-ae': {
				name: 'kcal-fit',
				summary: 'وجبات غنية بالبروتين تناسب هدفك من التمرين، سواء كنت في مرحلة التنشيف أو بناء العضلات.',
				description:
					'تحتوي كل وجبة على 30 إلى 45 غرامًا من البروتين، مع توازن مدروس بين الكربوهيدرات والدهون يناسب التمرين من ثلاث إلى خمس مرات أسبوعيًا. اختر الحجم العادي في مرحلة التنشيف والحجم الكبير في مرحلة بناء العضلات، وستجد القيم الغذائية لكل طبق في قائمة الأسبوع.',
			},
			'ru-ae': {
				name: 'kcal-fit',
				summary: 'Высокобелковое питание под вашу цель — сушку или набор мышечной массы.',
				description:
					'В каждом блюде 30–45 г белка, а углеводы и жиры сбалансированы под 3–5 тренировок в неделю. На сушке выбирайте размер Regular, на наборе массы — Plus; КБЖУ каждого блюда указаны в меню недели.',
			},
		},
		variants: sizes('kcal-fit', { kcal: [1600, 1900], aed: 135 }, { kcal: [2100, 2500], aed: 165 }),
	},
]
