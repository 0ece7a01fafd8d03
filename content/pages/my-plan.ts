/**
 * The words of "My plan" (/account/plan/ and a day's page /account/plan/day/): the customer's
 * paid plans, one plan's calendar as a month and as a list, a delivery day with its dishes, and
 * the forms that pause or resume days, move a day's address or slot, or swap a dish. The
 * customer's words follow docs/glossary.md ("pause", "resume", "delivery day", "cut-off", "swap").
 * Weekday names and nutrition labels are the sample menu's (content/pages/sample-menu.ts); meal,
 * allergen and size names are short messages. `{{name}}` placeholders are filled by the page.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { PluralForms } from '../../domain/text-template.ts'

type StateWords = { scheduled: string; frozen: string; delivered: string; failed: string; cancelled: string }

export type MyPlanText = {
	backToAccount: string
	empty: { text: string; browse: string }
	plans: {
		heading: string
		statuses: { active: string; finished: string; cancelled: string }
		/** `{{from}}`, `{{to}}`: the first and last delivery dates. */
		period: string
		open: string
		/** `{{plan}}`: for the link's accessible name. */
		openLabel: string
		current: string
	}
	summary: {
		heading: string
		daysLeft: string
		lastDelivery: string
		noDaysLeft: string
		paused: string
		/** `{{used}}`, `{{allowed}}` */
		pausedValue: string
		finishBy: string
		size: string
		renew: string
		cancel: string
		/** Where "Renew" would be, for a running plan staff withdrew from sale (it cannot be renewed). */
		withdrawn: string
		/** The link beside `withdrawn`, to the meal plans. */
		seePlans: string
	}
	/** `{{count}}` days before the day, at `{{time}}` UAE time. */
	cutoff: PluralForms
	/** `{{date}}` */
	firstChangeable: string
	/** Whether the account's weekly delivery choices reach this plan (they do, before each day's cut-off). */
	preferences: string
	views: { label: string; month: string; list: string }
	month: { label: string; previous: string; next: string; today: string; legend: string }
	/** What a day is, in full (lists, the day's page, what screen readers hear). */
	states: StateWords
	/** The same, short enough for a calendar cell on a phone. */
	shortStates: StateWords
	locked: string
	/** The list of the plan's next delivery days (a week at a time); earlier days are in the month view. */
	list: { heading: string; intro: string; empty: string; details: string; noMeals: string; more: string }
	/** `{{kcal}}` */
	kcal: string
	day: {
		back: string
		address: string
		slot: string
		meals: string
		/** `{{size}}` */
		portion: string
		allergens: string
		noAllergens: string
		paused: string
		cancelled: string
		/** `{{date}}`: the first day that can still be changed. */
		tooLate: string
		changesHeading: string
	}
	pause: {
		heading: string
		intro: string
		thisDay: string
		resumeThisDay: string
		rangeLegend: string
		firstDay: string
		lastDay: string
		submit: string
		resumeRange: string
		/** `{{count}}` more days can be paused. */
		remaining: PluralForms
		noneLeft: string
	}
	move: {
		heading: string
		intro: string
		where: string
		needAddress: string
		scope: string
		thisDay: string
		fromThisDay: string
		submit: string
	}
	swap: {
		heading: string
		intro: string
		/** `{{meal}}` */
		legend: string
		submit: string
		excludedHeading: string
		current: string
	}
	/** After a swap; pauses and moves are said by content/schedule-messages.ts. */
	swapped: string
	problems: {
		notFound: string
		invalidDates: string
		crossSite: string
	}
}

export const MY_PLAN: Record<LocaleCode, MyPlanText> = {
	en: {
		backToAccount: 'Back to my account',
		empty: {
			text: 'You have no plan yet. Once you pay for a plan, its delivery days appear here: you can pause days, change a day’s address and swap dishes.',
			browse: 'See the meal plans',
		},
		plans: {
			heading: 'Your plans',
			statuses: { active: 'Running', finished: 'Finished', cancelled: 'Cancelled' },
			period: '{{from}} to {{to}}',
			open: 'Open calendar',
			openLabel: 'Open the calendar of {{plan}}',
			current: 'Shown below',
		},
		summary: {
			heading: 'Your plan at a glance',
			daysLeft: 'Delivery days left',
			lastDelivery: 'Last delivery',
			noDaysLeft: 'None',
			paused: 'Paused days',
			pausedValue: '{{used}} of {{allowed}}',
			finishBy: 'Every day delivered by',
			size: 'Size',
			renew: 'Renew your plan',
			cancel: 'Cancel the remaining days',
			withdrawn: 'We no longer offer this plan, so it cannot be renewed. Every delivery day you have paid for still comes as planned, up to the last one.',
			seePlans: 'See our meal plans',
		},
		cutoff: {
			one: 'You can pause a day, change its address or slot and swap its dishes until the cut-off: {{time}} (UAE time) the day before it.',
			other: 'You can pause a day, change its address or slot and swap its dishes until the cut-off: {{time}} (UAE time) {{count}} days before it.',
		},
		firstChangeable: 'The first day you can still change is {{date}}.',
		preferences: 'Your choices under “Delivery days” in your account apply to this plan too: saving them changes its days that are still before the cut-off.',
		views: { label: 'Calendar view', month: 'Month', list: 'List' },
		month: { label: 'Months', previous: 'Previous month', next: 'Next month', today: 'Today', legend: 'Each delivery day shows what happens on it. Open a day to see its dishes or change it.' },
		states: { scheduled: 'Delivery day', frozen: 'Paused', delivered: 'Delivered', failed: 'Not delivered', cancelled: 'Cancelled' },
		shortStates: { scheduled: 'Delivery', frozen: 'Paused', delivered: 'Delivered', failed: 'Missed', cancelled: 'Cancelled' },
		locked: 'Past the cut-off',
		list: {
			heading: 'Your next delivery days',
			intro: 'From today on, a week at a time. Earlier days are in the month view.',
			empty: 'No delivery days are left in this plan. Its earlier days are in the month view.',
			details: 'Dishes and changes',
			noMeals: 'The menu for this day isn’t published yet.',
			more: 'Show more days',
		},
		kcal: '{{kcal}}\u00a0kcal',
		day: {
			back: 'Back to the calendar',
			address: 'Address',
			slot: 'Delivery time',
			meals: 'Dishes',
			portion: 'Figures for one {{size}} portion.',
			allergens: 'Allergens',
			noAllergens: 'None of the 14 main allergens',
			paused: 'This day is paused: no food comes, and one more delivery day was added at the end of your plan.',
			cancelled: 'This day was cancelled.',
			tooLate: 'This day is past the cut-off: the kitchen is already preparing it. You can change days from {{date}}.',
			changesHeading: 'Change this day',
		},
		pause: {
			heading: 'Pause deliveries',
			intro: 'Each paused day moves to the end of your plan, so you never lose a day you paid for.',
			thisDay: 'Pause this day',
			resumeThisDay: 'Resume this day',
			rangeLegend: 'Pause or resume several days',
			firstDay: 'First day',
			lastDay: 'Last day',
			submit: 'Pause these days',
			resumeRange: 'Resume these days',
			remaining: { one: 'You can pause 1 more day.', other: 'You can pause {{count}} more days.' },
			noneLeft: 'You can’t pause any more days of this plan.',
		},
		move: {
			heading: 'Address and delivery time',
			intro: 'Send this day’s food to another of your saved addresses, or at another time.',
			where: 'Address and time',
			needAddress: 'Save a delivery address in your account first, then choose it here.',
			scope: 'Which days',
			thisDay: 'This day only',
			fromThisDay: 'This day and every later day',
			submit: 'Save address and time',
		},
		swap: {
			heading: 'Swap a dish',
			intro: 'Choose another dish for any meal of this day, until the cut-off.',
			legend: '{{meal}}',
			submit: 'Save my dishes',
			excludedHeading: 'Left out for your allergies',
			current: 'Your dish',
		},
		swapped: 'Done: your dishes are saved.',
		problems: {
			notFound: 'We couldn’t find this plan or day in your account.',
			invalidDates: 'Enter the first and last day as dates, the first one not after the last.',
			crossSite: 'This form has expired. Please try again.',
		},
	},
	'ar-ae': {
		backToAccount: 'العودة إلى حسابي',
		empty: {
			text: 'لا توجد لديك خطة بعد. بعد أن تدفع ثمن خطة تظهر هنا أيام التوصيل الخاصة بها، ويمكنك إيقاف التوصيل مؤقتًا في بعض الأيام وتغيير عنوان يوم ما وتبديل الأطباق.',
			browse: 'اطّلع على خطط الوجبات',
		},
		plans: {
			heading: 'خططك',
			statuses: { active: 'جارية', finished: 'منتهية', cancelled: 'ملغاة' },
			period: 'من {{from}} إلى {{to}}',
			open: 'افتح التقويم',
			openLabel: 'افتح تقويم {{plan}}',
			current: 'معروضة أدناه',
		},
		summary: {
			heading: 'خطتك في لمحة',
			daysLeft: 'أيام التوصيل المتبقية',
			lastDelivery: 'آخر توصيل',
			noDaysLeft: 'لا يوجد',
			paused: 'الأيام الموقوفة مؤقتًا',
			pausedValue: '{{used}} من {{allowed}}',
			finishBy: 'تُسلَّم كل الأيام في موعد أقصاه',
			size: 'الحصص',
			renew: 'جدّد خطتك',
			cancel: 'ألغِ الخطة',
			withdrawn: 'لم نعد نقدّم هذه الخطة، لذا لا يمكن تجديدها. وستصلك جميع أيام التوصيل التي دفعت ثمنها كما هو مقرر حتى آخر يوم منها.',
			seePlans: 'تصفّح خطط الوجبات',
		},
		cutoff: {
			zero: 'يمكنك إيقاف التوصيل مؤقتًا في يوم ما وتغيير عنوانه أو موعده وتبديل أطباقه حتى آخر موعد للتعديل: الساعة {{time}} (بتوقيت الإمارات) في اليوم نفسه.',
			one: 'يمكنك إيقاف التوصيل مؤقتًا في يوم ما وتغيير عنوانه أو موعده وتبديل أطباقه حتى آخر موعد للتعديل: الساعة {{time}} (بتوقيت الإمارات) في اليوم السابق له.',
			two: 'يمكنك إيقاف التوصيل مؤقتًا في يوم ما وتغيير عنوانه أو موعده وتبديل أطباقه حتى آخر موعد للتعديل: الساعة {{time}} (بتوقيت الإمارات) قبله بيومين.',
			few: 'يمكنك إيقاف التوصيل مؤقتًا في يوم ما وتغيير عنوانه أو موعده وتبديل أطباقه حتى آخر موعد للتعديل: الساعة {{time}} (بتوقيت الإمارات) قبله بـ{{count}} أيام.',
			many: 'يمكنك إيقاف التوصيل مؤقتًا في يوم ما وتغيير عنوانه أو موعده وتبديل أطباقه حتى آخر موعد للتعديل: الساعة {{time}} (بتوقيت الإمارات) قبله بـ{{count}} يومًا.',
			other: 'يمكنك إيقاف التوصيل مؤقتًا في يوم ما وتغيير عنوانه أو موعده وتبديل أطباقه حتى آخر موعد للتعديل: الساعة {{time}} (بتوقيت الإمارات) قبله بـ{{count}} يوم.',
		},
		firstChangeable: 'أول يوم لا يزال بإمكانك تعديله هو {{date}}.',
		preferences: 'تسري اختياراتك في قسم «أيام التوصيل» في حسابك على هذه الخطة أيضًا: حفظها يغيّر أيامها التي لم ينقضِ آخر موعد للتعديل عليها.',
		views: { label: 'طريقة عرض التقويم', month: 'الشهر', list: 'القائمة' },
		month: {
			label: 'الأشهر',
			previous: 'الشهر السابق',
			next: 'الشهر التالي',
			today: 'اليوم',
			legend: 'يبيّن كل يوم توصيل ما يحدث فيه. افتح اليوم لترى أطباقه أو لتعدّله.',
		},
		states: { scheduled: 'يوم توصيل', frozen: 'موقوف مؤقتًا', delivered: 'تم التوصيل', failed: 'لم يتم التوصيل', cancelled: 'ملغى' },
		shortStates: { scheduled: 'توصيل', frozen: 'موقوف', delivered: 'وصل', failed: 'لم يصل', cancelled: 'ملغى' },
		locked: 'بعد آخر موعد للتعديل',
		list: {
			heading: 'أيام التوصيل القادمة',
			intro: 'من اليوم فصاعدًا، أسبوعًا بعد أسبوع. تجد الأيام السابقة في عرض الشهر.',
			empty: 'لم يبقَ أي يوم توصيل في هذه الخطة. تجد أيامها السابقة في عرض الشهر.',
			details: 'الأطباق والتعديلات',
			noMeals: 'لم تُنشر قائمة هذا اليوم بعد.',
			more: 'عرض مزيد من الأيام',
		},
		kcal: '{{kcal}}\u00a0kcal',
		day: {
			back: 'العودة إلى التقويم',
			address: 'العنوان',
			slot: 'موعد التوصيل',
			meals: 'الأطباق',
			portion: 'القيم لحصة واحدة من {{size}}.',
			allergens: 'مسببات الحساسية',
			noAllergens: 'لا يحتوي على أيٍّ من مسببات الحساسية الأربعة عشر الرئيسية',
			paused: 'التوصيل موقوف مؤقتًا في هذا اليوم: لن يصلك طعام، وأُضيف يوم توصيل آخر في نهاية خطتك.',
			cancelled: 'أُلغي هذا اليوم.',
			tooLate: 'فات آخر موعد لتعديل هذا اليوم: المطبخ يحضّره الآن. يمكنك تعديل الأيام بدءًا من {{date}}.',
			changesHeading: 'تعديل هذا اليوم',
		},
		pause: {
			heading: 'إيقاف التوصيل مؤقتًا',
			intro: 'كل يوم توقفه مؤقتًا ينتقل إلى نهاية خطتك، فلا تخسر أي يوم دفعت ثمنه.',
			thisDay: 'أوقف التوصيل في هذا اليوم',
			resumeThisDay: 'استئناف التوصيل في هذا اليوم',
			rangeLegend: 'إيقاف التوصيل مؤقتًا أو استئنافه لعدة أيام',
			firstDay: 'أول يوم',
			lastDay: 'آخر يوم',
			submit: 'أوقف التوصيل في هذه الأيام',
			resumeRange: 'استئناف التوصيل في هذه الأيام',
			remaining: {
				zero: 'لم يعد بإمكانك إيقاف أي يوم آخر.',
				one: 'يمكنك إيقاف يوم واحد آخر.',
				two: 'يمكنك إيقاف يومين آخرين.',
				few: 'يمكنك إيقاف {{count}} أيام أخرى.',
				many: 'يمكنك إيقاف {{count}} يومًا آخر.',
				other: 'يمكنك إيقاف {{count}} يوم آخر.',
			},
			noneLeft: 'لم يعد بإمكانك إيقاف التوصيل مؤقتًا في أي يوم آخر من هذه الخطة.',
		},
		move: {
			heading: 'العنوان وموعد التوصيل',
			intro: 'أرسل طعام هذا اليوم إلى عنوان آخر من عناوينك المحفوظة، أو في موعد آخر.',
			where: 'العنوان والموعد',
			needAddress: 'احفظ عنوان توصيل في حسابك أولًا، ثم اختره هنا.',
			scope: 'الأيام المعنية',
			thisDay: 'هذا اليوم فقط',
			fromThisDay: 'هذا اليوم وكل الأيام التي تليه',
			submit: 'احفظ العنوان والموعد',
		},
		swap: {
			heading: 'بدّل الطبق',
			intro: 'اختر طبقًا آخر لأي وجبة في هذا اليوم، حتى آخر موعد للتعديل.',
			legend: '{{meal}}',
			submit: 'احفظ أطباقي',
			excludedHeading: 'أطباق استُبعدت بسبب الحساسية',
			current: 'طبقك',
		},
		swapped: 'تم: حُفظت أطباقك.',
		problems: {
			notFound: 'لم نعثر على هذه الخطة أو هذا اليوم في حسابك.',
			invalidDates: 'أدخل أول يوم وآخر يوم بصيغة التاريخ، على ألا يكون الأول بعد الأخير.',
			crossSite: 'انتهت صلاحية هذا النموذج. يُرجى المحاولة مرة أخرى.',
		},
	},
	'ru-ae': {
		backToAccount: 'Назад в личный кабинет',
		empty: {
			text: 'У вас пока нет плана. Когда вы оплатите план, здесь появятся его дни доставки: вы сможете ставить дни на паузу, менять адрес дня и заменять блюда.',
			browse: 'Посмотреть планы питания',
		},
		plans: {
			heading: 'Ваши планы',
			statuses: { active: 'Идёт', finished: 'Завершён', cancelled: 'Отменён' },
			period: 'с {{from}} по {{to}}',
			open: 'Открыть календарь',
			openLabel: 'Открыть календарь плана «{{plan}}»',
			current: 'Показан ниже',
		},
		summary: {
			heading: 'Ваш план коротко',
			daysLeft: 'Осталось дней доставки',
			lastDelivery: 'Последняя доставка',
			noDaysLeft: 'Нет',
			paused: 'Дни на паузе',
			pausedValue: '{{used}} из {{allowed}}',
			finishBy: 'Крайний срок доставки всех дней',
			size: 'Порции',
			renew: 'Продлить план',
			cancel: 'Отменить план',
			withdrawn: 'Мы больше не предлагаем этот план, поэтому продлить его нельзя. Все оплаченные дни доставки придут, как запланировано, до последнего.',
			seePlans: 'Посмотреть планы питания',
		},
		cutoff: {
			one: 'Поставить день на паузу, изменить его адрес или время и заменить блюда можно до крайнего срока изменений: до {{time}} (по времени ОАЭ) за {{count}} день.',
			few: 'Поставить день на паузу, изменить его адрес или время и заменить блюда можно до крайнего срока изменений: до {{time}} (по времени ОАЭ) за {{count}} дня.',
			many: 'Поставить день на паузу, изменить его адрес или время и заменить блюда можно до крайнего срока изменений: до {{time}} (по времени ОАЭ) за {{count}} дней.',
			other: 'Поставить день на паузу, изменить его адрес или время и заменить блюда можно до крайнего срока изменений: до {{time}} (по времени ОАЭ) за {{count}} дня.',
		},
		firstChangeable: 'Ближайший день, который ещё можно изменить: {{date}}.',
		preferences: 'Настройки в разделе «Дни доставки» вашего аккаунта действуют и на этот план: после сохранения меняются его дни, для которых ещё не прошёл крайний срок изменений.',
		views: { label: 'Вид календаря', month: 'Месяц', list: 'Список' },
		month: {
			label: 'Месяцы',
			previous: 'Предыдущий месяц',
			next: 'Следующий месяц',
			today: 'Сегодня',
			legend: 'В каждом дне доставки написано, что в этот день происходит. Откройте день, чтобы посмотреть блюда или изменить его.',
		},
		states: { scheduled: 'День доставки', frozen: 'На паузе', delivered: 'Доставлено', failed: 'Не доставлено', cancelled: 'Отменён' },
		shortStates: { scheduled: 'Доставка', frozen: 'Пауза', delivered: 'Привезли', failed: 'Не было', cancelled: 'Отменён' },
		locked: 'Крайний срок изменений прошёл',
		list: {
			heading: 'Ближайшие дни доставки',
			intro: 'С сегодняшнего дня, по неделе. Прошедшие дни — в виде «Месяц».',
			empty: 'В этом плане не осталось дней доставки. Прошедшие дни — в виде «Месяц».',
			details: 'Блюда и изменения',
			noMeals: 'Меню на этот день ещё не опубликовано.',
			more: 'Показать ещё дни',
		},
		kcal: '{{kcal}}\u00a0kcal',
		day: {
			back: 'Назад к календарю',
			address: 'Адрес',
			slot: 'Время доставки',
			meals: 'Блюда',
			portion: 'Данные на одну порцию, {{size}}.',
			allergens: 'Аллергены',
			noAllergens: 'Ни одного из 14 основных аллергенов',
			paused: 'Этот день на паузе: еду не привезут, а в конец вашего плана добавлен ещё один день доставки.',
			cancelled: 'Этот день отменён.',
			tooLate: 'Крайний срок изменений для этого дня прошёл: кухня уже готовит его. Менять можно дни начиная с {{date}}.',
			changesHeading: 'Изменить этот день',
		},
		pause: {
			heading: 'Пауза в доставке',
			intro: 'Каждый день на паузе переносится в конец плана, так что вы не теряете ни одного оплаченного дня.',
			thisDay: 'Поставить день на паузу',
			resumeThisDay: 'Снять день с паузы',
			rangeLegend: 'Поставить на паузу или снять с паузы несколько дней',
			firstDay: 'Первый день',
			lastDay: 'Последний день',
			submit: 'Поставить дни на паузу',
			resumeRange: 'Снять дни с паузы',
			remaining: {
				one: 'Можно поставить на паузу ещё {{count}} день.',
				few: 'Можно поставить на паузу ещё {{count}} дня.',
				many: 'Можно поставить на паузу ещё {{count}} дней.',
				other: 'Можно поставить на паузу ещё {{count}} дня.',
			},
			noneLeft: 'Больше ставить дни этого плана на паузу нельзя.',
		},
		move: {
			heading: 'Адрес и время доставки',
			intro: 'Привезём еду этого дня на другой сохранённый адрес или в другое время.',
			where: 'Адрес и время',
			needAddress: 'Сначала сохраните адрес доставки в личном кабинете, затем выберите его здесь.',
			scope: 'Какие дни',
			thisDay: 'Только этот день',
			fromThisDay: 'Этот день и все следующие',
			submit: 'Сохранить адрес и время',
		},
		swap: {
			heading: 'Заменить блюдо',
			intro: 'Выберите другое блюдо для любого приёма пищи этого дня, до крайнего срока изменений.',
			legend: '{{meal}}',
			submit: 'Сохранить блюда',
			excludedHeading: 'Исключены из-за аллергии',
			current: 'Ваше блюдо',
		},
		swapped: 'Готово: блюда сохранены.',
		problems: {
			notFound: 'Мы не нашли этот план или день в вашем личном кабинете.',
			invalidDates: 'Укажите первый и последний день датами, первый — не позже последнего.',
			crossSite: 'Срок действия формы истёк. Попробуйте ещё раз.',
		},
	},
}
