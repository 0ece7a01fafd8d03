/**
 * The sample-menu pages (/meal-plans/{diet}-sample-menu/): the labels around a diet's 7-day menu.
 * Dishes and figures come from the database (content/sample-menus/); the page's title, heading
 * and intro are the `sampleMenu.*` messages; meal and allergen names are short messages too.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type SampleMenuContent = {
	/**
	 * Monday to Sunday; `short` is shown on narrow screens (the menu's tabs), `long` is what screen
	 * readers hear, `narrow` heads a column of My plan's month view, seven to a 360 px screen: the
	 * short name where it fits, a letter in Arabic, whose short names are the full ones.
	 */
	days: readonly { short: string; long: string; narrow: string }[]
	week: { heading: string; tabsLabel: string; portionNote: string; average: string }
	nutrition: { calories: string; protein: string; carbs: string; fat: string; grams: string; dayTotal: string }
	allergens: { label: string; none: string }
	/** `{{plan}}` is the plan's name. */
	plan: { heading: string; text: string; link: string }
	noPlan: { heading: string; text: string; link: string }
	otherMenus: { heading: string }
}

export const SAMPLE_MENU: Record<LocaleCode, SampleMenuContent> = {
	en: {
		days: [
			{ short: 'Mon', long: 'Monday', narrow: 'Mon' },
			{ short: 'Tue', long: 'Tuesday', narrow: 'Tue' },
			{ short: 'Wed', long: 'Wednesday', narrow: 'Wed' },
			{ short: 'Thu', long: 'Thursday', narrow: 'Thu' },
			{ short: 'Fri', long: 'Friday', narrow: 'Fri' },
			{ short: 'Sat', long: 'Saturday', narrow: 'Sat' },
			{ short: 'Sun', long: 'Sunday', narrow: 'Sun' },
		],
		week: {
			heading: 'A week on the menu',
			tabsLabel: 'Days of the week',
			portionNote: 'Figures are for the Regular size. Plus has the same dishes in bigger portions.',
			average: 'On average {{kcal}} kcal a day',
		},
		nutrition: { calories: 'Calories', protein: 'Protein', carbs: 'Carbs', fat: 'Fat', grams: '{{value}} g', dayTotal: 'Day total' },
		allergens: { label: 'Allergens', none: 'None of the 14 main allergens' },
		plan: {
			heading: 'Like what you see?',
			text: 'This menu comes from our {{plan}} plan. Choose your size, days a week and weeks on the next step.',
			link: 'See the {{plan}} plan',
		},
		noPlan: {
			heading: 'Find a plan for you',
			text: 'This menu’s plan is not on sale right now. Our other plans are cooked with the same care.',
			link: 'See all meal plans',
		},
		otherMenus: { heading: 'More sample menus' },
	},
	'ar-ae': {
		// Arabic day names have no customary short forms; they are short enough for the menu's tabs.
		// A calendar's columns take the one-letter forms Arabic calendars print (CLDR's narrow names).
		days: [
			{ short: 'الاثنين', long: 'الاثنين', narrow: 'ن' },
			{ short: 'الثلاثاء', long: 'الثلاثاء', narrow: 'ث' },
			{ short: 'الأربعاء', long: 'الأربعاء', narrow: 'ر' },
			{ short: 'الخميس', long: 'الخميس', narrow: 'خ' },
			{ short: 'الجمعة', long: 'الجمعة', narrow: 'ج' },
			{ short: 'السبت', long: 'السبت', narrow: 'س' },
			{ short: 'الأحد', long: 'الأحد', narrow: 'ح' },
		],
		week: {
			heading: 'أسبوع من القائمة',
			tabsLabel: 'أيام الأسبوع',
			portionNote: 'الأرقام للحجم العادي. ويحصل الحجم الكبير على الأطباق نفسها بحصص أكبر.',
			average: 'بمعدل {{kcal}} سعرة حرارية يوميًا',
		},
		nutrition: { calories: 'السعرات الحرارية', protein: 'البروتين', carbs: 'الكربوهيدرات', fat: 'الدهون', grams: '{{value}} غ', dayTotal: 'مجموع اليوم' },
		allergens: { label: 'مسببات الحساسية', none: 'خالٍ من مسببات الحساسية الرئيسية الأربعة عشر' },
		plan: {
			heading: 'أعجبتك القائمة؟',
			text: 'هذه القائمة من خطة «{{plan}}». اختر الحجم وعدد أيام التوصيل في الأسبوع وعدد الأسابيع في الخطوة التالية.',
			link: 'اعرض خطة «{{plan}}»',
		},
		noPlan: {
			heading: 'اعثر على الخطة المناسبة لك',
			text: 'خطة هذه القائمة غير متاحة للطلب حاليًا، وخططنا الأخرى تُطهى بالعناية نفسها.',
			link: 'تصفّح جميع خطط الوجبات',
		},
		otherMenus: { heading: 'قوائم نموذجية أخرى' },
	},
	'ru-ae': {
		days: [
			{ short: 'Пн', long: 'Понедельник', narrow: 'Пн' },
			{ short: 'Вт', long: 'Вторник', narrow: 'Вт' },
			{ short: 'Ср', long: 'Среда', narrow: 'Ср' },
			{ short: 'Чт', long: 'Четверг', narrow: 'Чт' },
			{ short: 'Пт', long: 'Пятница', narrow: 'Пт' },
			{ short: 'Сб', long: 'Суббота', narrow: 'Сб' },
			{ short: 'Вс', long: 'Воскресенье', narrow: 'Вс' },
		],
		week: {
			heading: 'Неделя в меню',
			tabsLabel: 'Дни недели',
			portionNote: 'Данные указаны для размера Regular. В размере Plus те же блюда, только порции больше.',
			average: 'В среднем {{kcal}} ккал в день',
		},
		nutrition: { calories: 'Калории', protein: 'Белки', carbs: 'Углеводы', fat: 'Жиры', grams: '{{value}} г', dayTotal: 'Итого за день' },
		allergens: { label: 'Аллергены', none: 'Без 14 основных аллергенов' },
		plan: {
			heading: 'Нравится меню?',
			text: 'Это меню плана «{{plan}}». Размер, количество дней в неделю и недель вы выберете на следующем шаге.',
			link: 'Посмотреть план «{{plan}}»',
		},
		noPlan: {
			heading: 'Подберите свой план',
			text: 'План с этим меню сейчас не продаётся. Другие наши планы готовятся с той же заботой.',
			link: 'Все планы питания',
		},
		otherMenus: { heading: 'Другие примеры меню' },
	},
}
