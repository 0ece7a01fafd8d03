/**
 * What renewing a plan says (issue 17: the renewal step, its API's refusals, the reminder e-mail
 * and the checkout's notice when a new plan's days overlap a running one), in each language,
 * with the glossary's words: "renew"/"renewal", «تجديد الخطة»/«جدّد خطتك», «продлить план»/«продление».
 * Placeholders: {{plan}} a plan's name, {{date}}/{{first}}/{{last}} dates formatted for the
 * language, {{count}} a number of days, {{name}} the customer's first name.
 */
import type { LocaleCode } from '../domain/locale.ts'

export type RenewalMessages = {
	/** The renewal step. */
	page: {
		lead: string
		weeksLabel: string
		showPrice: string
		newDays: string
		toPayment: string
		paymentNote: string
		logIn: string
		backToPlan: string
		/** The link beside a refusal of a withdrawn plan. */
		seePlans: string
	}
	refusals: {
		notRunning: string
		/** The plan is no longer offered (withdrawn in the console): the days paid for still come. */
		withdrawn: string
		slotClosed: string
		weeks: string
		linkInvalid: string
	}
	email: {
		subject: string
		greeting: string
		intro: string
		button: string
		linkValidity: string
		nothingToDo: string
		help: string
		signOff: string
		team: string
		notYou: string
	}
	overlap: {
		heading: string
		body: string
		/** To a visitor who is not the plan's signed-in owner: the e-mail's plan is not named. */
		guestBody: string
		renewInstead: string
		logInToRenew: string
		keepOrder: string
		/** Instead of the renewal offer when the running plan's plan was withdrawn from sale (it cannot be renewed). */
		cannotRenew: string
		/** `keepOrder` when it is the only choice left. */
		payForBoth: string
	}
}

export const RENEWAL_MESSAGES: Record<LocaleCode, RenewalMessages> = {
	en: {
		page: {
			lead: 'Add weeks to your {{plan}} plan at today’s price. The new delivery days follow your last one ({{date}}), on the same days of the week, to the same address and slot.',
			weeksLabel: 'Weeks to add',
			showPrice: 'Show the price',
			newDays: 'Your new delivery days: {{first}} to {{last}} ({{count}} days). If you pause days before paying, they move a little later.',
			toPayment: 'Continue to payment',
			paymentNote: 'You pay on the next step, with a saved card, a new card or Tabby. Nothing is charged before that.',
			logIn: 'Log in to renew your plan.',
			backToPlan: 'Back to my plan',
			seePlans: 'See our meal plans',
		},
		refusals: {
			notRunning: 'This plan has ended or was cancelled, so it can no longer be renewed. You can choose a new plan instead.',
			withdrawn: 'We no longer offer this plan, so it cannot be renewed. Every delivery day you have paid for still comes as planned. To carry on after your last delivery day, choose another plan on our meal plans page.',
			slotClosed: 'Your delivery slot no longer runs. Change the address or slot of your plan, or contact our customer care team, and then renew it.',
			weeks: 'Choose 1, 2, 4 or 8 weeks.',
			linkInvalid: 'This renewal link has expired or is not valid. Log in to renew your plan.',
		},
		email: {
			subject: 'Your plan’s last delivery day is {{date}}: renew it',
			greeting: 'Hello {{name}},',
			intro: 'The last delivery day of your {{plan}} plan is {{date}}. To keep your meals coming without a break, renew it before then: the new weeks follow your last delivery day, at today’s price.',
			button: 'Renew your plan',
			linkValidity: 'This link opens the renewal step until {{date}}. Nothing is charged until you pay.',
			nothingToDo: 'If you would rather stop, there is nothing to do: your plan simply ends after {{date}}.',
			help: 'Questions? Our customer care team is here to help:',
			signOff: 'Enjoy your meals,',
			team: 'The kcal team',
			notYou: 'You received this e-mail because you have a meal plan with {{site}}.',
		},
		overlap: {
			heading: 'You already have a plan on some of these days',
			body: 'Your {{plan}} plan already delivers on {{count}} of this order’s delivery days (from {{first}} to {{last}}). If you go on, two deliveries will arrive on each of those days.',
			guestBody: 'The e-mail address of this order already has a plan delivering on {{count}} of these days. If you go on, two deliveries will arrive on each of those days.',
			renewInstead: 'Renew your current plan instead',
			logInToRenew: 'Log in to renew your current plan instead',
			keepOrder: 'Or pay for this order below to receive both.',
			cannotRenew: 'We no longer offer the plan that is running, so it cannot be renewed instead. Its delivery days still come as planned.',
			payForBoth: 'Pay for this order below to receive both.',
		},
	},
	'ar-ae': {
		page: {
			lead: 'أضف أسابيع إلى خطتك «{{plan}}» بسعر اليوم. تبدأ أيام التوصيل الجديدة بعد آخر يوم توصيل لديك ({{date}})، في أيام الأسبوع نفسها، وإلى العنوان والموعد نفسيهما.',
			weeksLabel: 'عدد الأسابيع المضافة',
			showPrice: 'اعرض السعر',
			newDays: 'أيام التوصيل الجديدة: من {{first}} إلى {{last}} ({{count}} يومًا). إذا أوقفت التوصيل مؤقتًا لبعض الأيام قبل الدفع، تتأخر هذه الأيام قليلًا.',
			toPayment: 'المتابعة إلى الدفع',
			paymentNote: 'تدفع في الخطوة التالية ببطاقة محفوظة أو ببطاقة جديدة أو عبر تابي. لا يُخصم أي مبلغ قبل ذلك.',
			logIn: 'سجّل الدخول لتجديد خطتك.',
			backToPlan: 'العودة إلى خطتي',
			seePlans: 'تصفّح خطط الوجبات',
		},
		refusals: {
			notRunning: 'انتهت هذه الخطة أو أُلغيت، لذا لم يعد تجديدها ممكنًا. يمكنك اختيار خطة جديدة بدلًا منها.',
			withdrawn: 'لم نعد نقدّم هذه الخطة، لذا لا يمكن تجديدها. وستصلك جميع أيام التوصيل التي دفعت ثمنها كما هو مقرر. ولتستمر وجباتك بعد آخر يوم توصيل لديك، اختر خطة أخرى من صفحة خطط الوجبات.',
			slotClosed: 'موعد التوصيل الخاص بك لم يعد متاحًا. غيّر عنوان خطتك أو موعد توصيلها، أو تواصل مع فريق خدمة العملاء، ثم جدّد خطتك.',
			weeks: 'اختر 1 أو 2 أو 4 أو 8 أسابيع.',
			linkInvalid: 'انتهت صلاحية رابط التجديد هذا أو أنه غير صالح. سجّل الدخول لتجديد خطتك.',
		},
		email: {
			subject: 'آخر يوم توصيل في خطتك هو {{date}}: جدّد خطتك',
			greeting: 'مرحبًا {{name}}،',
			intro: 'آخر يوم توصيل في خطتك «{{plan}}» هو {{date}}. لتستمر وجباتك دون انقطاع، جدّد خطتك قبل ذلك: تبدأ الأسابيع الجديدة بعد آخر يوم توصيل لديك، بسعر اليوم.',
			button: 'جدّد خطتك',
			linkValidity: 'يفتح هذا الرابط خطوة تجديد الخطة حتى {{date}}. لا يُخصم أي مبلغ قبل أن تدفع.',
			nothingToDo: 'إذا كنت لا ترغب في المتابعة، فلا داعي لأي إجراء: تنتهي خطتك ببساطة بعد {{date}}.',
			help: 'هل لديك أسئلة؟ فريق خدمة العملاء جاهز لمساعدتك:',
			signOff: 'بالهناء والعافية،',
			team: 'فريق kcal',
			notYou: 'وصلتك هذه الرسالة لأن لديك خطة وجبات لدى {{site}}.',
		},
		overlap: {
			heading: 'لديك خطة جارية في بعض هذه الأيام',
			body: 'خطتك «{{plan}}» تُوصَل بالفعل في {{count}} من أيام التوصيل لهذا الطلب (من {{first}} إلى {{last}}). إذا تابعت، فستصلك طلبيتان في كل يوم من هذه الأيام.',
			guestBody: 'لدى البريد الإلكتروني لهذا الطلب خطة تُوصَل بالفعل في {{count}} من هذه الأيام. إذا تابعت، فستصلك طلبيتان في كل يوم من هذه الأيام.',
			renewInstead: 'جدّد خطتك الحالية بدلًا من ذلك',
			logInToRenew: 'سجّل الدخول لتجديد خطتك الحالية بدلًا من ذلك',
			keepOrder: 'أو ادفع لهذا الطلب أدناه لتصلك الطلبيتان.',
			cannotRenew: 'لم نعد نقدّم الخطة الجارية، لذا لا يمكن تجديدها بدلًا من ذلك. وستصلك أيام التوصيل الخاصة بها كما هو مقرر.',
			payForBoth: 'ادفع لهذا الطلب أدناه لتصلك الطلبيتان.',
		},
	},
	'ru-ae': {
		page: {
			lead: 'Добавьте недели к плану «{{plan}}» по сегодняшней цене. Новые дни доставки идут сразу после вашего последнего ({{date}}), в те же дни недели, по тому же адресу и в то же время.',
			weeksLabel: 'Сколько недель добавить',
			showPrice: 'Показать цену',
			newDays: 'Новые дни доставки: с {{first}} по {{last}} ({{count}} дн.). Если до оплаты вы поставите дни на паузу, они сдвинутся немного позже.',
			toPayment: 'Перейти к оплате',
			paymentNote: 'Оплата — на следующем шаге: сохранённой картой, новой картой или через Tabby. До этого ничего не списывается.',
			logIn: 'Войдите, чтобы продлить план.',
			backToPlan: 'Вернуться к моему плану',
			seePlans: 'Посмотреть планы питания',
		},
		refusals: {
			notRunning: 'Этот план закончился или отменён, продлить его уже нельзя. Вы можете выбрать новый план.',
			withdrawn: 'Мы больше не предлагаем этот план, поэтому продлить его нельзя. Все оплаченные дни доставки остаются в силе. Чтобы питание продолжилось после последнего дня доставки, выберите другой план на странице планов питания.',
			slotClosed: 'Ваше время доставки больше недоступно. Измените адрес или время доставки плана либо свяжитесь со службой поддержки, а затем продлите план.',
			weeks: 'Выберите 1, 2, 4 или 8 недель.',
			linkInvalid: 'Ссылка на продление устарела или недействительна. Войдите, чтобы продлить план.',
		},
		email: {
			subject: 'Последний день доставки по вашему плану — {{date}}: продлите план',
			greeting: 'Здравствуйте, {{name}}!',
			intro: 'Последний день доставки по плану «{{plan}}» — {{date}}. Чтобы питание шло без перерыва, продлите план до этой даты: новые недели начнутся сразу после последнего дня доставки, по сегодняшней цене.',
			button: 'Продлить план',
			linkValidity: 'Ссылка открывает шаг продления до {{date}}. Деньги списываются только при оплате.',
			nothingToDo: 'Если вы не хотите продолжать, ничего делать не нужно: план просто закончится после {{date}}.',
			help: 'Есть вопросы? Служба поддержки всегда на связи:',
			signOff: 'Приятного аппетита!',
			team: 'Команда kcal',
			notYou: 'Вы получили это письмо, потому что у вас есть план питания на {{site}}.',
		},
		overlap: {
			heading: 'На часть этих дней у вас уже есть план',
			body: 'По плану «{{plan}}» уже есть доставка в {{count}} из дней этого заказа (с {{first}} по {{last}}). Если вы продолжите, в каждый из этих дней приедут две доставки.',
			guestBody: 'На адрес электронной почты этого заказа уже оформлен план с доставкой в {{count}} из этих дней. Если вы продолжите, в каждый из этих дней приедут две доставки.',
			renewInstead: 'Лучше продлить текущий план',
			logInToRenew: 'Войдите, чтобы вместо этого продлить текущий план',
			keepOrder: 'Или оплатите этот заказ ниже, чтобы получать обе доставки.',
			cannotRenew: 'Текущий план мы больше не предлагаем, поэтому продлить его вместо этого заказа нельзя. Его дни доставки остаются в силе.',
			payForBoth: 'Оплатите этот заказ ниже, чтобы получать обе доставки.',
		},
	},
}
