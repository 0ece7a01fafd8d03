/**
 * /meal-plans/ and its three collections (popular, diet-specific, weight loss): a short
 * introduction to each below its hero, the links between them and the closing nudge towards the
 * body assessment. Each page's title, heading and first sentence are its `pages.*` messages.
 */
import type { LocaleCode } from '../../domain/locale.ts'

/** Route ids of the four pages (app/route-table.ts), which are also their `pages.*` message keys. */
export const PLAN_COLLECTION_IDS = ['mealPlans', 'popularMealPlans', 'dietSpecificMealPlans', 'weightLossMealPlans'] as const
export type PlanCollectionId = (typeof PLAN_COLLECTION_IDS)[number]

export type PlanCollectionsContent = {
	/** One or two paragraphs per page, under the hero. */
	intros: Record<PlanCollectionId, readonly string[]>
	nav: { label: string } & Record<PlanCollectionId, string>
	empty: string
	help: { heading: string; text: string; cta: string }
}

export const PLAN_COLLECTIONS: Record<LocaleCode, PlanCollectionsContent> = {
	en: {
		intros: {
			mealPlans: [
				'Every plan is cooked fresh each day by our chefs and portioned by our nutritionists. Each comes in two sizes: Regular, and Plus with bigger portions for higher calorie needs.',
				'Choose 5, 6 or 7 delivery days a week for 1 to 8 weeks. The longer you commit, the less each day costs, and every price includes VAT.',
			],
			popularMealPlans: [
				'These are the plans our customers come back to: balanced menus with variety through the week, familiar flavours, and options for training or losing weight.',
				'Compare the calories and the price per day below, or open a plan to see its sizes, prices and menu.',
			],
			dietSpecificMealPlans: [
				'Whether you avoid meat or gluten, watch your carbohydrates or eat for a particular time of life, these plans are built around it from the first dish to the last.',
				'Our nutritionists check every menu and every dish is labelled with its allergens. Tell us about any allergy when you order.',
			],
			weightLossMealPlans: [
				'Losing weight steadily comes down to eating a little less than you burn, every day, without feeling deprived. These plans keep the calories in check, with plenty of protein and fibre to keep you full.',
				'There is nothing to count or weigh. For a target worked out for your own body, take the body assessment first.',
			],
		},
		nav: {
			label: 'Meal plan collections',
			mealPlans: 'All plans',
			popularMealPlans: 'Popular',
			dietSpecificMealPlans: 'Diet-specific',
			weightLossMealPlans: 'Weight loss',
		},
		empty: 'There are no plans in this collection right now. Please have a look at all our meal plans instead.',
		help: {
			heading: 'Not sure which plan to choose?',
			text: 'The free body assessment works out your daily calories and suggests a plan and size in a couple of minutes.',
			cta: 'Take the body assessment',
		},
	},
	'ar-ae': {
		intros: {
			mealPlans: [
				'يطهو طهاتنا كل خطة طازجة كل يوم، ويحدد أخصائيو التغذية حصصها. وتتوفر كل خطة بحجمين: الحجم العادي، والحجم الكبير بحصص أكبر لمن يحتاج سعرات حرارية أكثر.',
				'اختر التوصيل 5 أو 6 أو 7 أيام في الأسبوع لمدة تتراوح بين أسبوع و8 أسابيع. كلما طالت المدة انخفضت تكلفة اليوم الواحد، وجميع الأسعار شاملة ضريبة القيمة المضافة.',
			],
			popularMealPlans: [
				'هذه هي الخطط التي يعود إليها عملاؤنا مرة بعد مرة: قوائم متوازنة ومتنوعة طوال الأسبوع، ونكهات مألوفة، وخيارات تناسب التمرين أو إنقاص الوزن.',
				'قارن السعرات الحرارية والسعر اليومي أدناه، أو افتح الخطة لترى أحجامها وأسعارها وقائمتها.',
			],
			dietSpecificMealPlans: [
				'سواء كنت تتجنب اللحوم أو الغلوتين، أو تراقب الكربوهيدرات، أو تحتاج إلى غذاء يناسب مرحلة معيّنة من حياتك، فهذه الخطط مصمَّمة حول احتياجك من أول طبق إلى آخره.',
				'يراجع أخصائيو التغذية كل قائمة، ويحمل كل طبق ملصقًا بمسببات الحساسية. أخبرنا عن أي حساسية عند الطلب.',
			],
			weightLossMealPlans: [
				'يعتمد إنقاص الوزن بثبات على أن تأكل كل يوم أقل قليلًا مما تحرقه، دون أن تشعر بالحرمان. تضبط هذه الخطط السعرات الحرارية، مع كمية وفيرة من البروتين والألياف لتشعر بالشبع.',
				'لا حاجة إلى العدّ أو الوزن. ولتحصل على هدف محسوب لجسمك تحديدًا، ابدأ بتقييم الجسم.',
			],
		},
		nav: {
			label: 'مجموعات خطط الوجبات',
			mealPlans: 'جميع الخطط',
			popularMealPlans: 'الأكثر طلبًا',
			dietSpecificMealPlans: 'أنظمة غذائية خاصة',
			weightLossMealPlans: 'إنقاص الوزن',
		},
		empty: 'لا توجد خطط في هذه المجموعة حاليًا. يمكنك تصفّح جميع خطط الوجبات بدلًا من ذلك.',
		help: {
			heading: 'لست متأكدًا أي خطة تختار؟',
			text: 'يحسب لك تقييم الجسم المجاني احتياجك اليومي من السعرات الحرارية، ويقترح الخطة والحجم المناسبين خلال دقيقتين.',
			cta: 'ابدأ تقييم الجسم',
		},
	},
	'ru-ae': {
		intros: {
			mealPlans: [
				'Блюда каждого плана наши повара готовят из свежих продуктов каждый день, а порции рассчитывают нутрициологи. У каждого плана два размера: Regular и Plus — с порциями побольше для тех, кому нужно больше калорий.',
				'Выберите доставку 5, 6 или 7 дней в неделю на срок от 1 до 8 недель. Чем дольше срок, тем дешевле каждый день, и все цены уже включают НДС.',
			],
			popularMealPlans: [
				'К этим планам наши клиенты возвращаются снова и снова: сбалансированное и разнообразное меню на всю неделю, знакомые вкусы и варианты для тренировок или похудения.',
				'Сравните калорийность и цену за день ниже или откройте план, чтобы посмотреть его размеры, цены и меню.',
			],
			dietSpecificMealPlans: [
				'Не едите мясо или глютен, следите за углеводами или питаетесь по-особому в определённый период жизни — эти планы построены вокруг ваших потребностей от первого блюда до последнего.',
				'Нутрициологи проверяют каждое меню, а для каждого блюда указаны аллергены. Об аллергии сообщите нам при заказе.',
			],
			weightLossMealPlans: [
				'Стабильно худеть — значит каждый день съедать чуть меньше, чем вы тратите, и не чувствовать себя обделённым. Эти планы держат калории под контролем, а белок и клетчатка надолго дают сытость.',
				'Ничего не нужно считать и взвешивать. Чтобы получить цель, рассчитанную именно для вас, сначала рассчитайте свою норму калорий.',
			],
		},
		nav: {
			label: 'Подборки планов питания',
			mealPlans: 'Все планы',
			popularMealPlans: 'Популярные',
			dietSpecificMealPlans: 'Для особых диет',
			weightLossMealPlans: 'Для похудения',
		},
		empty: 'Сейчас в этой подборке нет планов. Посмотрите все наши планы питания.',
		help: {
			heading: 'Не знаете, какой план выбрать?',
			text: 'Бесплатный расчёт нормы калорий за пару минут определит вашу суточную норму и подскажет план и размер.',
			cta: 'Рассчитать норму калорий',
		},
	},
}
