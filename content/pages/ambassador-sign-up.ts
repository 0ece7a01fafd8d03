/**
 * /ambassador-sign-up/{handle}/: the page an ambassador shares with friends. Who the ambassador is
 * and what their code gives come from the `ambassadors` table and its welcome discount; this is
 * the copy around them. {{name}} is the ambassador's display name; {{discount}} the welcome
 * discount's value ("15%", "AED 100"). The page's title, heading and intro are the
 * `pages.ambassadorSignUp` messages. What `become` promises ambassadors is what the referral ledger
 * does (domain/referrals/ledger.ts, docs/promises.md): a reward per paid order made with their
 * code, kept once the friend's first week of deliveries is done; withdrawn if the friend cancels
 * the plan before that (decision 014) or the order is refunded in full.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type AmbassadorPageContent = {
	gift: {
		heading: string
		/** The invited friend's welcome discount; its conditions are listed below it. */
		withDiscount: string
		/** When the ambassador's code carries no discount (or it is not running now). */
		withoutDiscount: string
		points: readonly string[]
	}
	code: { label: string; saved: string }
	steps: { heading: string; items: readonly string[] }
	cta: { signUp: string; plans: string }
	become: { heading: string; text: string; points: readonly string[]; link: string }
}

export const AMBASSADOR_PAGE: Record<LocaleCode, AmbassadorPageContent> = {
	en: {
		gift: {
			heading: 'What you get as {{name}}’s guest',
			withDiscount: '{{discount}} off your first kcal meal plan.',
			withoutDiscount: 'A personal welcome to kcal, with {{name}} credited for bringing you.',
			points: [
				'Fresh meals with the calories counted, delivered every day across the UAE.',
				'Help from our nutritionists to choose the right plan and size.',
				'Pause any delivery day before its cut-off, whenever you need to.',
			],
		},
		code: {
			label: 'Your referral code',
			saved: 'Saved for this visit: it goes with your order when you check out.',
		},
		steps: {
			heading: 'How it works',
			items: [
				'Create your account or go straight to the meal plans: the code comes with you.',
				'Choose your plan, size, days a week and number of weeks.',
				'At checkout you see the welcome discount, if your code has one, before you pay.',
			],
		},
		cta: { signUp: 'Create my account', plans: 'Choose a plan' },
		become: {
			heading: 'Become a kcal ambassador',
			text: 'Trainers, nutrition coaches, creators and happy customers in the UAE can join. Ambassadors get:',
			points: [
				'A personal page like this one and their own referral code.',
				'A reward for every order a friend pays for with their code, of the amount agreed with us when they join, once their friend’s first week of deliveries is done.',
				'If the friend cancels the plan before then, or the order is refunded in full, its reward is withdrawn.',
			],
			link: 'Apply to become an ambassador',
		},
	},
	'ar-ae': {
		gift: {
			heading: 'ما تحصل عليه بدعوة من {{name}}',
			withDiscount: 'خصم {{discount}} على أول خطة وجبات لك من kcal.',
			withoutDiscount: 'ترحيب خاص بك في kcal، ويُنسب انضمامك إلى {{name}}.',
			points: [
				'وجبات طازجة محسوبة السعرات، تصلك يوميًا في جميع أنحاء الإمارات.',
				'مساعدة من أخصائيي التغذية لدينا لاختيار الخطة والحجم المناسبين.',
				'أوقف التوصيل مؤقتًا متى احتجت، قبل آخر موعد للتعديل على يوم التوصيل.',
			],
		},
		code: {
			label: 'رمز الإحالة الخاص بك',
			saved: 'حفظناه لهذه الزيارة، وسيُرفق بطلبك عند الدفع.',
		},
		steps: {
			heading: 'كيف تعمل الدعوة',
			items: [
				'أنشئ حسابك أو انتقل مباشرة إلى خطط الوجبات، وسيبقى الرمز معك.',
				'اختر خطتك وحجمها وعدد أيام التوصيل في الأسبوع وعدد الأسابيع.',
				'عند الدفع يظهر لك خصم الترحيب، إن كان رمزك يتضمن خصمًا، قبل أن تدفع.',
			],
		},
		cta: { signUp: 'أنشئ حسابي', plans: 'اختر خطة' },
		become: {
			heading: 'كن سفيرًا لـ kcal',
			text: 'يمكن للمدربين ومستشاري التغذية وصنّاع المحتوى وعملائنا الراضين في الإمارات الانضمام. ويحصل السفراء على:',
			points: [
				'صفحة شخصية مثل هذه ورمز إحالة خاص بهم.',
				'مكافأة عن كل طلب يدفعه صديق برمزهم، بالقيمة المتفق عليها معنا عند انضمامهم، بعد أن يكتمل أسبوع التوصيل الأول لصديقهم.',
				'وإذا ألغى الصديق الخطة قبل ذلك، أو استُرِدّ مبلغ الطلب كاملًا، تُسحب مكافأته.',
			],
			link: 'قدّم طلب الانضمام كسفير',
		},
	},
	'ru-ae': {
		gift: {
			heading: 'Что вы получаете по приглашению {{name}}',
			withDiscount: 'Скидку {{discount}} на первый план питания kcal.',
			withoutDiscount: 'Персональное приглашение в kcal: при заказе мы учтём, что вы пришли по рекомендации {{name}}.',
			points: [
				'Свежую еду с подсчитанными калориями и ежедневную доставку по всем ОАЭ.',
				'Помощь наших нутрициологов в выборе плана и размера.',
				'Пауза в любой момент — до крайнего срока изменений для дня доставки.',
			],
		},
		code: {
			label: 'Ваш реферальный код',
			saved: 'Мы сохранили его на время этого визита — он попадёт в заказ при оформлении.',
		},
		steps: {
			heading: 'Как это работает',
			items: [
				'Создайте аккаунт или сразу переходите к планам питания — код останется с вами.',
				'Выберите план, размер, количество дней в неделю и число недель.',
				'При оформлении, ещё до оплаты, вы увидите приветственную скидку, если она есть у вашего кода.',
			],
		},
		cta: { signUp: 'Создать аккаунт', plans: 'Выбрать план' },
		become: {
			heading: 'Станьте амбассадором kcal',
			text: 'Присоединиться могут тренеры, нутрициологи, блогеры и просто довольные клиенты в ОАЭ. Амбассадоры получают:',
			points: [
				'Личную страницу, как эта, и собственный реферальный код.',
				'Вознаграждение за каждый заказ, который друг оплатит с их кодом, — в размере, согласованном с нами при вступлении, — как только у друга пройдёт первая неделя доставки.',
				'Если друг отменит план раньше или за заказ вернут деньги полностью, вознаграждение за него отменяется.',
			],
			link: 'Подать заявку',
		},
	},
}
