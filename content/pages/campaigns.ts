/**
 * The campaign pages' copy (/campaign/{slug}/, app/routes/campaign.tsx). Each page's title, heading
 * and intro are its `pages.campaign…` messages. No amount, percentage, date or code is written
 * here: the loader fills the `{{placeholders}}` from the campaign's discount code and the price
 * table, so the copy cannot drift from the offer. The fine print's sentences are chosen by the
 * code's conditions (a plan restriction, a minimum length or total, a usage limit, an end date).
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { CampaignSlug } from '../campaigns.ts'
import type { PluralForms } from './meal-plan.ts'

type Step = { title: string; text: string }
type Question = { question: string; answer: string }

export type CampaignCopy = {
	/** The campaign's name above the heading. */
	badge: string
	/** What the customer gets, beyond the price: three or four short points. */
	included: readonly string[]
	/** From this page to the first delivery, in three steps. */
	steps: readonly Step[]
	/** The main button, which opens the customise step with the offer's plan and code. */
	cta: string
}

export type CampaignPagesContent = {
	campaigns: Record<CampaignSlug, CampaignCopy>
	offer: {
		heading: string
		facts: { plan: string; size: string; daysPerWeek: string; length: string }
		/** The example's length: "4 weeks". */
		weeks: PluralForms
		usualPrice: string
		offerPrice: string
		saving: string
		validUntil: string
		codeApplied: string
		vatNote: string
	}
	included: { heading: string }
	steps: { heading: string }
	finePrint: {
		heading: string
		who: Question
		limitedUses: string
		/** Answered with the code's conditions as a list (app/utils/discount-terms.ts). */
		conditions: { question: string }
		/** {{value}}: the percentage or the amount. */
		amount: { question: string; percentage: string; flat: string }
		combine: Question
		cancel: Question
		ends: { question: string; until: string; noEnd: string }
	}
	app: { heading: string; text: string; codeLabel: string; web: string }
	/** An ended campaign, or one switched off or not started yet. */
	unavailable: {
		endedBadge: string
		notAvailableBadge: string
		ended: string
		notAvailable: string
		text: string
		currentHeading: string
		allPlans: string
	}
}

export const CAMPAIGN_PAGES: Record<LocaleCode, CampaignPagesContent> = {
	en: {
		campaigns: {
			ny25: {
				badge: 'New Year 2025',
				included: [
					'Any of our meal plans, in Regular or Plus size',
					'Dishes planned by our nutritionists, with the calories and macros of every meal',
					'Delivery to your door anywhere in the UAE, in the time window you choose',
					'Pause any delivery day before its cut-off: paused days move to the end of your plan',
				],
				steps: [
					{ title: 'Choose your plan', text: 'Pick a plan, its size and how many days a week you want meals.' },
					{ title: 'See your price', text: 'The New Year discount is already applied: you see the full total, VAT included, before you pay.' },
					{ title: 'Start fresh', text: 'Choose your start date and delivery time, and your first meals arrive at your door.' },
				],
				cta: 'Claim the New Year offer',
			},
			eoy24: {
				badge: 'End of year 2024',
				included: [
					'Every meal plan, in Regular or Plus size',
					'Fresh, balanced meals cooked every day',
					'A different menu every day of the week',
					'Delivery to your door anywhere in the UAE, in the time window you choose',
				],
				steps: [
					{ title: 'Choose your plan', text: 'Pick a plan, its size, the days a week and how many weeks you want.' },
					{ title: 'See the discount', text: 'Orders that reach the minimum total get the discount automatically, shown in the price breakdown.' },
					{ title: 'Enjoy the holidays', text: 'Your meals arrive every day, so the festive season doesn’t undo your good habits.' },
				],
				cta: 'Claim the end-of-year offer',
			},
			kmp_2499: {
				badge: 'Monthly offer',
				included: [
					'Breakfast, lunch, dinner and a snack every day',
					'Dishes from Mediterranean, Asian and Arabic kitchens, planned by our nutritionists',
					'Delivery to your door in the time window you choose',
					'Pause a day when you need to: paused days move to the end of your plan',
				],
				steps: [
					{ title: 'Continue with the offer', text: 'The plan, its size and the code are filled in for you.' },
					{ title: 'Choose your start date', text: 'Pick the day of your first delivery and your delivery time.' },
					{ title: 'Pay and relax', text: 'You see the total, VAT included, before you pay. Then your meals arrive every day.' },
				],
				cta: 'Claim this offer',
			},
			kmp_2499_app: {
				badge: 'In the kcal app',
				included: [
					'Breakfast, lunch, dinner and a snack every day',
					'Swap dishes in the app or your account until the day’s cut-off',
					'Pause, or change your address or delivery time, from your phone',
					'See every day’s meals, address and delivery time in one calendar',
				],
				steps: [
					{ title: 'Download the app', text: 'Get kcal free from the App Store or Google Play, and log in or create your account.' },
					{ title: 'Enter the code', text: 'Choose the plan shown here and enter the code at checkout.' },
					{ title: 'Manage it from your phone', text: 'Choose dishes, pause and follow your deliveries, all in the app.' },
				],
				cta: 'Order on the website',
			},
			kmp_kcalfit24: {
				badge: 'kcal-fit 2024',
				included: [
					'High-protein meals, with 30–45 g of protein in each',
					'Carbohydrates and fats balanced for training three to five times a week',
					'Regular while cutting, Plus while building muscle',
					'The macros of every dish on the weekly menu',
				],
				steps: [
					{ title: 'Pick your size', text: 'Regular to lean out, Plus to build muscle.' },
					{ title: 'Choose your days', text: 'Set how many days a week you want meals and when your plan starts.' },
					{ title: 'Train, eat, repeat', text: 'Your meals arrive every day, ready before or after your workout.' },
				],
				cta: 'Claim the kcal-fit offer',
			},
			ramadan25: {
				badge: 'Ramadan 2025',
				included: [
					'Iftar, a later dinner and suhoor every day',
					'Dates, soups and slow-release carbohydrates to break your fast gently',
					'Delivered before Maghrib, ready when the fast ends',
					'Pause for family gatherings: paused days move to the end of your plan',
				],
				steps: [
					{ title: 'Choose your size', text: 'Regular or Plus, depending on how much you usually eat after the fast.' },
					{ title: 'Pick your start date', text: 'Start on the first day of Ramadan, or whenever suits you.' },
					{ title: 'Break your fast well', text: 'Your iftar, dinner and suhoor arrive together before sunset.' },
				],
				cta: 'Claim the Ramadan offer',
			},
		},
		offer: {
			heading: 'Your offer',
			facts: { plan: 'Plan', size: 'Size', daysPerWeek: 'Days a week', length: 'Length' },
			weeks: { one: '{{count}} week', other: '{{count}} weeks' },
			usualPrice: 'Usual price',
			offerPrice: 'Your price with the offer',
			saving: 'You save {{amount}}',
			validUntil: 'Valid until {{date}}',
			codeApplied: 'Code {{code}} is applied automatically when you continue.',
			vatNote: 'Prices include 5% VAT. A refundable cool-bag deposit of {{deposit}} is added once, at checkout.',
		},
		included: { heading: 'What’s included' },
		steps: { heading: 'How it works' },
		finePrint: {
			heading: 'The fine print',
			who: {
				question: 'Who can use this offer?',
				answer: 'Anyone ordering a meal plan for delivery in the UAE, whether you are new to kcal or have ordered with us before.',
			},
			limitedUses: 'The offer is limited to the first {{count}} orders placed with it.',
			conditions: { question: 'What are the conditions?' },
			amount: {
				question: 'How much is the discount?',
				percentage: '{{value}} off the plan total, VAT included, rounded to the nearest fils.',
				flat: '{{value}} off the plan total, VAT included.',
			},
			combine: {
				question: 'Can I combine it with other codes?',
				answer: 'No. An order takes one discount code, so this offer can’t be combined with another code or promotion.',
			},
			cancel: {
				question: 'What if I cancel early?',
				answer: 'You can cancel the rest of your plan at any time in your account. Days past their cut-off are still delivered; every later day is refunded at the price you paid for a day, after your discount.',
			},
			ends: {
				question: 'When does the offer end?',
				until: 'It runs until the end of {{date}}, UAE time. Orders placed by then keep their price.',
				noEnd: 'It has no end date yet. If we end it, orders already placed keep their price.',
			},
		},
		app: {
			heading: 'Order in the kcal app',
			text: 'Download the app, log in or create your account, then choose the plan shown here and enter the code at checkout.',
			codeLabel: 'Your code',
			web: 'Prefer the website? The same offer works there, with the code filled in for you.',
		},
		unavailable: {
			endedBadge: 'Offer ended',
			notAvailableBadge: 'Not available',
			ended: 'This offer ended on {{date}}, and its code can no longer be used.',
			notAvailable: 'This offer is not available at the moment.',
			text: 'Have a look at our current offers, or choose from all our meal plans.',
			currentHeading: 'Current offers',
			allPlans: 'See all meal plans',
		},
	},
	'ar-ae': {
		campaigns: {
			ny25: {
				badge: 'العام الجديد 2025',
				included: [
					'أي خطة من خطط وجباتنا، بالحجم العادي أو الكبير',
					'أطباق يخططها أخصائيو التغذية لدينا، مع السعرات الحرارية والعناصر الغذائية لكل وجبة',
					'توصيل إلى باب منزلك في أي مكان في الإمارات، في الفترة التي تختارها',
					'أوقف التوصيل مؤقتًا في أي يوم قبل آخر موعد للتعديل عليه، وتنتقل الأيام الموقوفة مؤقتًا إلى نهاية خطتك',
				],
				steps: [
					{ title: 'اختر خطتك', text: 'اختر الخطة وحجمها وعدد أيام الوجبات في الأسبوع.' },
					{ title: 'اطّلع على سعرك', text: 'خصم العام الجديد مطبَّق تلقائيًا، وترى المبلغ الإجمالي شاملًا ضريبة القيمة المضافة قبل الدفع.' },
					{ title: 'ابدأ بداية جديدة', text: 'حدّد تاريخ البدء وموعد التوصيل، لتصلك وجباتك الأولى إلى باب منزلك.' },
				],
				cta: 'احصل على عرض العام الجديد',
			},
			eoy24: {
				badge: 'نهاية عام 2024',
				included: [
					'جميع خطط الوجبات، بالحجم العادي أو الكبير',
					'وجبات طازجة ومتوازنة تُطهى كل يوم',
					'قائمة مختلفة لكل يوم من أيام الأسبوع',
					'توصيل إلى باب منزلك في أي مكان في الإمارات، في الفترة التي تختارها',
				],
				steps: [
					{ title: 'اختر خطتك', text: 'اختر الخطة وحجمها وعدد الأيام في الأسبوع وعدد الأسابيع.' },
					{ title: 'اطّلع على الخصم', text: 'الطلبات التي تبلغ الحد الأدنى للمجموع تحصل على الخصم تلقائيًا، ويظهر في تفاصيل السعر.' },
					{ title: 'استمتع بالعطلة', text: 'تصلك وجباتك كل يوم، فلا تُفسد أجواء الأعياد عاداتك الصحية.' },
				],
				cta: 'احصل على عرض نهاية العام',
			},
			kmp_2499: {
				badge: 'العرض الشهري',
				included: [
					'فطور وغداء وعشاء ووجبة خفيفة كل يوم',
					'أطباق من مطابخ البحر المتوسط وآسيا والمطبخ العربي، يخططها أخصائيو التغذية لدينا',
					'توصيل إلى باب منزلك في الفترة التي تختارها',
					'أوقف التوصيل يومًا عند الحاجة، وتنتقل الأيام الموقوفة إلى نهاية خطتك',
				],
				steps: [
					{ title: 'تابع مع العرض', text: 'الخطة وحجمها والرمز مُعبّأة لك مسبقًا.' },
					{ title: 'اختر تاريخ البدء', text: 'حدّد يوم أول توصيل وموعد التوصيل المناسب لك.' },
					{ title: 'ادفع واسترخِ', text: 'ترى المبلغ الإجمالي شاملًا ضريبة القيمة المضافة قبل الدفع، ثم تصلك وجباتك كل يوم.' },
				],
				cta: 'احصل على هذا العرض',
			},
			kmp_2499_app: {
				badge: 'في تطبيق kcal',
				included: [
					'فطور وغداء وعشاء ووجبة خفيفة كل يوم',
					'بدّل أطباقك في التطبيق أو من حسابك حتى آخر موعد للتعديل على اليوم',
					'أوقف التوصيل مؤقتًا أو غيّر عنوانك وموعد التوصيل من هاتفك',
					'اطّلع على وجبات كل يوم وعنوانه وموعد توصيله في تقويم واحد',
				],
				steps: [
					{ title: 'حمّل التطبيق', text: 'حمّل kcal مجانًا من App Store أو Google Play، ثم سجّل الدخول أو أنشئ حسابك.' },
					{ title: 'أدخل الرمز', text: 'اختر الخطة المعروضة هنا وأدخل الرمز عند الدفع.' },
					{ title: 'أدِر كل شيء من هاتفك', text: 'اختر أطباقك وأوقف التوصيل مؤقتًا وتابع توصيلاتك، كل ذلك من التطبيق.' },
				],
				cta: 'اطلب عبر الموقع',
			},
			kmp_kcalfit24: {
				badge: 'kcal-fit لعام 2024',
				included: [
					'وجبات غنية بالبروتين، في كل منها 30–45 غرامًا من البروتين',
					'كربوهيدرات ودهون متوازنة لمن يتمرّن من ثلاث إلى خمس مرات في الأسبوع',
					'الحجم العادي لمرحلة التنشيف، والكبير لبناء العضلات',
					'العناصر الغذائية لكل طبق في القائمة الأسبوعية',
				],
				steps: [
					{ title: 'اختر حجمك', text: 'الحجم العادي لخسارة الدهون، والكبير لبناء العضلات.' },
					{ title: 'حدّد أيامك', text: 'اختر عدد أيام الوجبات في الأسبوع وموعد بدء خطتك.' },
					{ title: 'تمرّن وتغذَّ وكرّر', text: 'تصلك وجباتك كل يوم، جاهزة قبل تمرينك أو بعده.' },
				],
				cta: 'احصل على عرض kcal-fit',
			},
			ramadan25: {
				badge: 'رمضان 2025',
				included: [
					'إفطار وعشاء متأخر وسحور كل يوم',
					'تمر وشوربات وكربوهيدرات بطيئة الامتصاص لإفطار لطيف على المعدة',
					'توصيل قبل المغرب، لتكون وجبتك جاهزة عند الإفطار',
					'أوقف التوصيل في أيام العزائم العائلية، وتنتقل الأيام الموقوفة إلى نهاية خطتك',
				],
				steps: [
					{ title: 'اختر الحجم', text: 'الحجم العادي أو الكبير، حسب ما تتناوله عادةً بعد الصيام.' },
					{ title: 'حدّد تاريخ البدء', text: 'ابدأ من أول أيام رمضان، أو في أي يوم يناسبك.' },
					{ title: 'أفطر بصحة', text: 'يصلك الإفطار والعشاء والسحور معًا قبل غروب الشمس.' },
				],
				cta: 'احصل على عرض رمضان',
			},
		},
		offer: {
			heading: 'عرضك',
			facts: { plan: 'الخطة', size: 'الحجم', daysPerWeek: 'الأيام في الأسبوع', length: 'المدة' },
			weeks: { zero: '{{count}} أسبوع', one: 'أسبوع واحد', two: 'أسبوعان', few: '{{count}} أسابيع', many: '{{count}} أسبوعًا', other: '{{count}} أسبوع' },
			usualPrice: 'السعر المعتاد',
			offerPrice: 'سعرك مع العرض',
			saving: 'توفّر {{amount}}',
			validUntil: 'ساري حتى {{date}}',
			codeApplied: 'يُطبَّق الرمز {{code}} تلقائيًا عند المتابعة.',
			vatNote: 'الأسعار تشمل ضريبة القيمة المضافة بنسبة 5%. يُضاف تأمين مسترد للحقيبة المبرّدة بقيمة {{deposit}} مرة واحدة عند الدفع.',
		},
		included: { heading: 'ماذا يشمل العرض' },
		steps: { heading: 'كيف يعمل العرض' },
		finePrint: {
			heading: 'الشروط والأحكام',
			who: {
				question: 'من يمكنه الاستفادة من هذا العرض؟',
				answer: 'كل من يطلب خطة وجبات للتوصيل داخل الإمارات، سواء كنت عميلًا جديدًا في kcal أو سبق لك الطلب منا.',
			},
			limitedUses: 'العرض متاح لأول {{count}} طلب فقط.',
			conditions: { question: 'ما شروط العرض؟' },
			amount: {
				question: 'ما قيمة الخصم؟',
				percentage: 'خصم {{value}} من مجموع الخطة شاملًا ضريبة القيمة المضافة، مقرّبًا إلى أقرب فلس.',
				flat: 'خصم {{value}} من مجموع الخطة شاملًا ضريبة القيمة المضافة.',
			},
			combine: {
				question: 'هل يمكنني الجمع بينه وبين رموز أخرى؟',
				answer: 'لا. يقبل الطلب الواحد رمز خصم واحدًا فقط، لذا لا يمكن الجمع بين هذا العرض وأي رمز أو عرض آخر.',
			},
			cancel: {
				question: 'ماذا لو ألغيت خطتي مبكرًا؟',
				answer: 'يمكنك إلغاء الأيام المتبقية من خطتك في أي وقت من حسابك. تُوصَّل الأيام التي انقضى آخر موعد للتعديل عليها، ونردّ قيمة كل يوم بعدها بسعر اليوم الذي دفعته بعد الخصم.',
			},
			ends: {
				question: 'متى ينتهي العرض؟',
				until: 'يسري العرض حتى نهاية يوم {{date}} بتوقيت الإمارات، وتحتفظ الطلبات المقدَّمة حتى ذلك الحين بسعرها.',
				noEnd: 'لم يُحدَّد له تاريخ انتهاء بعد. وإذا أنهيناه، تحتفظ الطلبات المقدَّمة مسبقًا بسعرها.',
			},
		},
		app: {
			heading: 'اطلب عبر تطبيق kcal',
			text: 'حمّل التطبيق، وسجّل الدخول أو أنشئ حسابك، ثم اختر الخطة المعروضة هنا وأدخل الرمز عند الدفع.',
			codeLabel: 'رمزك',
			web: 'تفضّل الموقع؟ العرض نفسه متاح هناك، والرمز مُعبّأ لك مسبقًا.',
		},
		unavailable: {
			endedBadge: 'انتهى العرض',
			notAvailableBadge: 'غير متاح',
			ended: 'انتهى هذا العرض في {{date}}، ولم يعد بالإمكان استخدام رمزه.',
			notAvailable: 'هذا العرض غير متاح حاليًا.',
			text: 'اطّلع على عروضنا الحالية، أو اختر من بين جميع خطط وجباتنا.',
			currentHeading: 'العروض الحالية',
			allPlans: 'تصفّح جميع خطط الوجبات',
		},
	},
	'ru-ae': {
		campaigns: {
			ny25: {
				badge: 'Новый год 2025',
				included: [
					'Любой из наших планов питания, в размере Regular или Plus',
					'Блюда, составленные нашими нутрициологами, с калориями и БЖУ каждого приёма пищи',
					'Доставка до двери в любой точке ОАЭ в удобный вам интервал',
					'Пауза на любой день доставки до крайнего срока изменений: дни на паузе переносятся в конец плана',
				],
				steps: [
					{ title: 'Выберите план', text: 'Укажите план, размер порций и сколько дней в неделю вам нужна еда.' },
					{ title: 'Проверьте цену', text: 'Новогодняя скидка уже применена: полную сумму с НДС вы увидите до оплаты.' },
					{ title: 'Начните с чистого листа', text: 'Выберите дату старта и время доставки — и первые блюда приедут к вашей двери.' },
				],
				cta: 'Получить новогоднюю скидку',
			},
			eoy24: {
				badge: 'Конец 2024 года',
				included: [
					'Любой план питания, в размере Regular или Plus',
					'Свежие сбалансированные блюда, которые готовят каждый день',
					'Новое меню на каждый день недели',
					'Доставка до двери в любой точке ОАЭ в удобный вам интервал',
				],
				steps: [
					{ title: 'Выберите план', text: 'Укажите план, размер порций, число дней в неделю и количество недель.' },
					{ title: 'Получите скидку', text: 'Если заказ набирает минимальную сумму, скидка применяется сама и видна в расчёте цены.' },
					{ title: 'Отдыхайте в праздники', text: 'Еду привозят каждый день, и праздничный сезон не ломает ваши полезные привычки.' },
				],
				cta: 'Получить скидку',
			},
			kmp_2499: {
				badge: 'Предложение месяца',
				included: [
					'Завтрак, обед, ужин и перекус каждый день',
					'Блюда средиземноморской, азиатской и арабской кухни, составленные нашими нутрициологами',
					'Доставка до двери в удобный вам интервал',
					'Пауза, когда нужно: дни паузы переносятся в конец плана',
				],
				steps: [
					{ title: 'Перейдите к предложению', text: 'План, размер порций и код уже указаны за вас.' },
					{ title: 'Выберите дату старта', text: 'Укажите день первой доставки и удобное время.' },
					{ title: 'Оплатите и отдыхайте', text: 'Итоговую сумму с НДС вы увидите до оплаты, а дальше еду привозят каждый день.' },
				],
				cta: 'Получить предложение',
			},
			kmp_2499_app: {
				badge: 'В приложении kcal',
				included: [
					'Завтрак, обед, ужин и перекус каждый день',
					'Замена блюд в приложении или в личном кабинете до крайнего срока изменений',
					'Пауза, смена адреса или времени доставки — прямо с телефона',
					'Блюда, адрес и время доставки на каждый день — в одном календаре',
				],
				steps: [
					{ title: 'Скачайте приложение', text: 'Установите kcal бесплатно из App Store или Google Play, войдите или создайте аккаунт.' },
					{ title: 'Введите код', text: 'Выберите план, указанный на этой странице, и введите код при оформлении заказа.' },
					{ title: 'Управляйте с телефона', text: 'Выбирайте блюда, ставьте паузы и следите за доставками — всё в приложении.' },
				],
				cta: 'Оформить на сайте',
			},
			kmp_kcalfit24: {
				badge: 'kcal-fit 2024',
				included: [
					'Высокобелковые блюда: 30–45 г белка в каждом',
					'Углеводы и жиры в балансе для трёх–пяти тренировок в неделю',
					'Размер Regular — для сушки, Plus — для набора мышечной массы',
					'БЖУ каждого блюда в недельном меню',
				],
				steps: [
					{ title: 'Выберите размер', text: 'Regular — чтобы сбросить жир, Plus — чтобы набрать мышцы.' },
					{ title: 'Выберите дни', text: 'Укажите, сколько дней в неделю вам нужна еда и когда начать.' },
					{ title: 'Тренируйтесь и питайтесь правильно', text: 'Еду привозят каждый день — она готова и до тренировки, и после.' },
				],
				cta: 'Получить скидку kcal-fit',
			},
			ramadan25: {
				badge: 'Рамадан 2025',
				included: [
					'Ифтар, поздний ужин и сухур каждый день',
					'Финики, супы и медленные углеводы, чтобы мягко прервать пост',
					'Доставка до магриба — всё готово к разговению',
					'Пауза на дни семейных застолий: дни паузы переносятся в конец плана',
				],
				steps: [
					{ title: 'Выберите размер', text: 'Regular или Plus — в зависимости от того, сколько вы обычно едите после поста.' },
					{ title: 'Выберите дату старта', text: 'Начните с первого дня Рамадана или в любой удобный день.' },
					{ title: 'Разговляйтесь с пользой', text: 'Ифтар, ужин и сухур привозят вместе до заката.' },
				],
				cta: 'Получить скидку на Рамадан',
			},
		},
		offer: {
			heading: 'Ваше предложение',
			facts: { plan: 'План', size: 'Размер', daysPerWeek: 'Дней в неделю', length: 'Срок' },
			weeks: { one: '{{count}} неделя', few: '{{count}} недели', many: '{{count}} недель', other: '{{count}} недели' },
			usualPrice: 'Обычная цена',
			offerPrice: 'Ваша цена по предложению',
			saving: 'Экономия {{amount}}',
			validUntil: 'Действует до {{date}}',
			codeApplied: 'Код {{code}} применится автоматически, когда вы продолжите.',
			vatNote: 'Цены включают НДС 5%. Возвратный залог за термосумку — {{deposit}} — добавляется один раз при оформлении заказа.',
		},
		included: { heading: 'Что входит' },
		steps: { heading: 'Как это работает' },
		finePrint: {
			heading: 'Условия предложения',
			who: {
				question: 'Кто может воспользоваться предложением?',
				answer: 'Любой, кто заказывает план питания с доставкой по ОАЭ, — и новые клиенты kcal, и те, кто уже заказывал у нас.',
			},
			limitedUses: 'Предложение действует только для первых {{count}} заказов.',
			conditions: { question: 'Какие условия?' },
			amount: {
				question: 'Какой размер скидки?',
				percentage: '{{value}} от стоимости плана с НДС, с округлением до филса.',
				flat: '{{value}} от стоимости плана с НДС.',
			},
			combine: {
				question: 'Можно ли совместить с другими кодами?',
				answer: 'Нет. К заказу применяется только один промокод, поэтому это предложение не суммируется с другими кодами и акциями.',
			},
			cancel: {
				question: 'Что, если я отменю план досрочно?',
				answer: 'Отменить оставшиеся дни плана можно в любой момент в личном кабинете. Дни, для которых крайний срок изменений прошёл, доставляются; за каждый следующий день мы вернём деньги по цене дня, которую вы заплатили со скидкой.',
			},
			ends: {
				question: 'Когда заканчивается предложение?',
				until: 'Оно действует до конца дня {{date}} по времени ОАЭ. Заказы, оформленные до этого момента, сохраняют свою цену.',
				noEnd: 'Дата окончания пока не назначена. Если мы завершим предложение, уже оформленные заказы сохранят свою цену.',
			},
		},
		app: {
			heading: 'Закажите в приложении kcal',
			text: 'Скачайте приложение, войдите или создайте аккаунт, затем выберите план, указанный на этой странице, и введите код при оформлении заказа.',
			codeLabel: 'Ваш код',
			web: 'Удобнее на сайте? Там действует то же предложение, а код уже подставлен.',
		},
		unavailable: {
			endedBadge: 'Предложение завершено',
			notAvailableBadge: 'Недоступно',
			ended: 'Это предложение завершилось {{date}}, и его код больше не действует.',
			notAvailable: 'Сейчас это предложение недоступно.',
			text: 'Посмотрите наши текущие предложения или выберите любой из планов питания.',
			currentHeading: 'Текущие предложения',
			allPlans: 'Все планы питания',
		},
	},
}
