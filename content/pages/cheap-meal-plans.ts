/**
 * /cheap-meal-plans/: how to eat with us for less, told with the catalogue's own prices. Every
 * figure in these texts is a `{{placeholder}}` the page fills from the price tables in the
 * database, so the copy stays true when prices change. The page's title, heading and intro are
 * the `pages.cheapMealPlans` messages; table labels are shared with the plan page
 * (content/pages/meal-plan.ts).
 */
import type { LocaleCode } from '../../domain/locale.ts'

type Titled = { title: string; text: string }

export type CheapMealPlansContent = {
	lowest: { heading: string; intro: string; size: string; daysPerWeek: string; length: string; total: string }
	perPlan: { heading: string; intro: string; caption: string; plan: string; kcal: string; perDay: string; total: string }
	/** `{{plan}}` is the plan the table shows; each point's `{{percent}}` comes from its prices. */
	changes: { heading: string; intro: string; caption: string; days: string; weeks: string; both: string }
	tips: {
		heading: string
		/** `{{plan}}`, `{{total5}}` and `{{total7}}`: four weeks on 5 and on 7 days a week. */
		fiveDays: Titled
		/** `{{difference}}` a day between the sizes of `{{plan}}`; `{{kcal}}` where Plus starts to be suggested. */
		regular: Titled
		longer: Titled
		/** `{{plans}}` is the list of the lowest-priced plans. */
		plans: Titled
	}
	/** `{{deposit}}` is the cool-bag deposit. */
	included: { heading: string; items: readonly string[] }
	cta: { heading: string; text: string; compare: string; assessment: string }
}

export const CHEAP_MEAL_PLANS: Record<LocaleCode, CheapMealPlansContent> = {
	en: {
		lowest: {
			heading: 'Our lowest price per day',
			intro: 'Straight from our current price list, with VAT included.',
			size: 'Size',
			daysPerWeek: 'Days a week',
			length: 'Length',
			total: 'Total for the period',
		},
		perPlan: {
			heading: 'Every plan at its lowest price',
			intro: 'The lowest price per day of each plan in Regular size, cheapest first. Open a plan to see all its prices.',
			caption: 'Lowest price per day of each plan, Regular size',
			plan: 'Plan',
			kcal: 'Calories a day',
			perDay: 'Price per day',
			total: 'Total',
		},
		changes: {
			heading: 'How days a week and weeks change the price',
			intro: 'The same plan costs less per day the more days a week and the more weeks you choose. Here is {{plan}} in Regular size:',
			caption: '{{plan}}, Regular size: price per day',
			days: '7 days a week instead of 5 takes {{percent}}% off each day.',
			weeks: '8 weeks instead of 1 takes {{percent}}% off each day.',
			both: 'Together, that is {{percent}}% less per day than 5 days a week for 1 week.',
		},
		tips: {
			heading: 'Ways to pay less',
			fiveDays: {
				title: 'Pay for fewer days with a 5-day plan',
				text: 'Per day, 5 days a week costs the most, but you pay for two fewer days every week: {{plan}} for 4 weeks comes to {{total5}} on 5 days a week, against {{total7}} on 7. Cook or eat out at the weekend and keep the difference.',
			},
			regular: {
				title: 'Choose Regular unless you need more',
				text: 'Plus has the same dishes in bigger portions and costs {{difference}} more a day on {{plan}}. If your daily target is {{kcal}} kcal or less, the body assessment suggests Regular.',
			},
			longer: {
				title: 'Commit for longer',
				text: 'Choosing 8 weeks instead of 1 takes {{percent}}% off every day. You can still pause when you need to: paused days move to the end of your plan.',
			},
			plans: {
				title: 'Start with our lowest-priced plans',
				text: '{{plans}} have the lowest prices per day. They are cooked fresh by the same chefs as every other plan.',
			},
		},
		included: {
			heading: 'The same kitchen, whatever you pay',
			items: [
				'Every plan is cooked fresh each day by the same chefs, with the same care and the same labels. A lower price comes from fewer days, a smaller size or a longer commitment, not from cheaper food.',
				'Every price includes 5% VAT. The cool-bag deposit of {{deposit}} is refunded when you hand the bags back at the end of your plan.',
				'Prefer to spread the cost? Where Tabby is offered at checkout, it splits your payment into four interest-free instalments.',
			],
		},
		cta: {
			heading: 'Find the plan that fits your budget',
			text: 'Compare every plan by calories and price per day, or let the body assessment suggest one for you.',
			compare: 'Compare all plans',
			assessment: 'Take the body assessment',
		},
	},
	'ar-ae': {
		lowest: {
			heading: 'أقل سعر يومي لدينا',
			intro: 'مباشرةً من قائمة أسعارنا الحالية، شاملًا ضريبة القيمة المضافة.',
			size: 'الحجم',
			daysPerWeek: 'أيام التوصيل في الأسبوع',
			length: 'المدة',
			total: 'المجموع للمدة كاملة',
		},
		perPlan: {
			heading: 'كل خطة بأقل سعر لها',
			intro: 'أقل سعر يومي لكل خطة بالحجم العادي، من الأقل سعرًا إلى الأعلى. افتح أي خطة لترى جميع أسعارها.',
			caption: 'أقل سعر يومي لكل خطة بالحجم العادي',
			plan: 'الخطة',
			kcal: 'السعرات الحرارية يوميًا',
			perDay: 'سعر اليوم',
			total: 'المجموع',
		},
		changes: {
			heading: 'كيف يتغيّر السعر حسب أيام التوصيل وعدد الأسابيع',
			intro: 'تنخفض التكلفة اليومية للخطة نفسها كلما زاد عدد أيام التوصيل في الأسبوع وعدد الأسابيع. وهذه أسعار خطة «{{plan}}» بالحجم العادي:',
			caption: 'خطة «{{plan}}» بالحجم العادي: سعر اليوم الواحد',
			days: 'التوصيل 7 أيام في الأسبوع بدلًا من 5 يخفّض سعر كل يوم بنسبة {{percent}}%.',
			weeks: 'الاشتراك 8 أسابيع بدلًا من أسبوع واحد يخفّض سعر كل يوم بنسبة {{percent}}%.',
			both: 'وباجتماعهما يصبح سعر اليوم أقل بنسبة {{percent}}% من التوصيل 5 أيام في الأسبوع لمدة أسبوع واحد.',
		},
		tips: {
			heading: 'طرق لتدفع أقل',
			fiveDays: {
				title: 'ادفع مقابل أيام أقل مع خطة 5 أيام',
				text: 'صحيح أن سعر اليوم هو الأعلى عند التوصيل 5 أيام في الأسبوع، لكنك تدفع مقابل يومين أقل كل أسبوع: تكلّف خطة «{{plan}}» لمدة 4 أسابيع {{total5}} بالتوصيل 5 أيام في الأسبوع، مقابل {{total7}} بالتوصيل 7 أيام. اطبخ أو تناول طعامك خارج المنزل في عطلة نهاية الأسبوع، ووفّر الفرق.',
			},
			regular: {
				title: 'اختر الحجم العادي ما لم تكن بحاجة إلى المزيد',
				text: 'يحصل الحجم الكبير على الأطباق نفسها بحصص أكبر، ويكلّف {{difference}} إضافية يوميًا في خطة «{{plan}}». وإذا كان هدفك اليومي {{kcal}} سعرة حرارية أو أقل، فإن تقييم الجسم يقترح عليك الحجم العادي.',
			},
			longer: {
				title: 'اشترك لمدة أطول',
				text: 'الاشتراك 8 أسابيع بدلًا من أسبوع واحد يخفّض سعر كل يوم بنسبة {{percent}}%. ويبقى بإمكانك إيقاف خطتك مؤقتًا عند الحاجة، فتُضاف الأيام الموقوفة إلى نهاية خطتك.',
			},
			plans: {
				title: 'ابدأ بخططنا الأقل سعرًا',
				text: 'تتميّز خطط {{plans}} بأقل سعر يومي، ويطهوها طازجةً الطهاة أنفسهم الذين يطهون جميع خططنا الأخرى.',
			},
		},
		included: {
			heading: 'المطبخ نفسه، مهما كان ما تدفعه',
			items: [
				'يطهو الطهاة أنفسهم كل خطة طازجة كل يوم، بالعناية نفسها والملصقات نفسها. يأتي السعر الأقل من أيام أقل أو حجم أصغر أو مدة أطول، لا من طعام أرخص.',
				'جميع الأسعار شاملة ضريبة القيمة المضافة بنسبة 5%. ويُسترد تأمين الحقيبة المبرّدة البالغ {{deposit}} عند إعادة الحقائب في نهاية خطتك.',
				'تفضّل تقسيط المبلغ؟ حيثما تظهر خدمة تابي عند إتمام الطلب، يمكنك تقسيم المبلغ على أربع دفعات بلا فوائد.',
			],
		},
		cta: {
			heading: 'اعثر على الخطة التي تناسب ميزانيتك',
			text: 'قارن جميع الخطط حسب السعرات الحرارية والسعر اليومي، أو دع تقييم الجسم يقترح عليك خطة.',
			compare: 'قارن جميع الخطط',
			assessment: 'ابدأ تقييم الجسم',
		},
	},
	'ru-ae': {
		lowest: {
			heading: 'Наша самая низкая цена за день',
			intro: 'Прямо из нашего текущего прайс-листа, с учётом НДС.',
			size: 'Размер',
			daysPerWeek: 'Дней в неделю',
			length: 'Срок',
			total: 'Сумма за весь срок',
		},
		perPlan: {
			heading: 'Каждый план по самой низкой цене',
			intro: 'Самая низкая цена за день каждого плана в размере Regular — от самого доступного. Все цены плана — на его странице.',
			caption: 'Самая низкая цена за день каждого плана, размер Regular',
			plan: 'План',
			kcal: 'Калорий в день',
			perDay: 'Цена за день',
			total: 'Сумма',
		},
		changes: {
			heading: 'Как цена зависит от количества дней и недель',
			intro: 'Чем больше дней в неделю и недель вы выбираете, тем дешевле обходится день того же плана. Вот цены плана «{{plan}}» в размере Regular:',
			caption: '«{{plan}}», размер Regular: цена за день',
			days: '7 дней в неделю вместо 5 снижают цену каждого дня на {{percent}}%.',
			weeks: '8 недель вместо 1 снижают цену каждого дня на {{percent}}%.',
			both: 'Вместе это на {{percent}}% дешевле за день, чем 5 дней в неделю на 1 неделю.',
		},
		tips: {
			heading: 'Как заплатить меньше',
			fiveDays: {
				title: 'Платите за меньшее число дней с планом на 5 дней',
				text: 'За день 5 дней в неделю обходятся дороже всего, зато вы платите на два дня в неделю меньше: «{{plan}}» на 4 недели стоит {{total5}} при 5 днях в неделю и {{total7}} при 7. В выходные готовьте сами или ешьте вне дома — и экономьте разницу.',
			},
			regular: {
				title: 'Выбирайте Regular, если не нужно больше',
				text: 'В размере Plus те же блюда, только порции больше, и на плане «{{plan}}» он стоит на {{difference}} в день дороже. Если ваша суточная норма — {{kcal}} ккал или меньше, расчёт нормы калорий предложит размер Regular.',
			},
			longer: {
				title: 'Берите план на дольше',
				text: '8 недель вместо 1 снижают цену каждого дня на {{percent}}%. Поставить план на паузу всё равно можно: пропущенные дни переносятся в конец плана.',
			},
			plans: {
				title: 'Начните с самых доступных планов',
				text: '{{plans}} — планы с самой низкой ценой за день. Их готовят из свежих продуктов те же повара, что и все остальные планы.',
			},
		},
		included: {
			heading: 'Та же кухня — сколько бы вы ни платили',
			items: [
				'Каждый план каждый день готовят из свежих продуктов те же повара, с той же заботой и с такими же этикетками. Цена ниже за счёт меньшего числа дней, меньшего размера или более долгого срока, а не за счёт более дешёвой еды.',
				'Все цены включают НДС 5%. Залог за термосумки — {{deposit}} — возвращается, когда вы отдаёте сумки в конце плана.',
				'Хотите распределить расходы? Если при оформлении заказа доступен Tabby, оплату можно разделить на четыре платежа без процентов.',
			],
		},
		cta: {
			heading: 'Подберите план под свой бюджет',
			text: 'Сравните все планы по калорийности и цене за день или доверьте выбор расчёту нормы калорий.',
			compare: 'Сравнить все планы',
			assessment: 'Рассчитать норму калорий',
		},
	},
}
