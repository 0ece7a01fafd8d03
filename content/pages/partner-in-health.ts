/**
 * /partner-in-health/: the corporate-wellness programme, for the companies that might join and for
 * their employees who want to use it. No amounts here: each partner agrees its own discount, and
 * the Samsung card takes its figure from that code's data. The page's title, heading and intro
 * are the `pages.partnerInHealth` messages.
 */
import type { LocaleCode } from '../../domain/locale.ts'

type Titled = { title: string; text: string }

export type PartnerInHealthContent = {
	hero: { partner: string; employee: string }
	employees: { heading: string; intro: string; items: readonly Titled[] }
	company: { heading: string; items: readonly string[] }
	join: { heading: string; intro: string; steps: readonly Titled[] }
	redeem: { heading: string; steps: readonly string[]; note: string }
	eligibility: { heading: string; items: readonly string[] }
	partners: {
		heading: string
		intro: string
		/** {{discount}} is the Samsung code's discount ("15%", "AED 100"), from its data. */
		samsung: { title: string; text: string; link: string }
	}
	enquiry: {
		heading: string
		text: string
		contact: string
		/** {{email}} is the support address from configuration. */
		email: string
		emailSubject: string
	}
}

export const PARTNER_IN_HEALTH: Record<LocaleCode, PartnerInHealthContent> = {
	en: {
		hero: { partner: 'Become a partner', employee: 'I have a partner code' },
		employees: {
			heading: 'What your employees get',
			intro: 'Each partner agrees its own benefit with us. Most include all three:',
			items: [
				{
					title: 'A discount on every plan',
					text: 'A partner code that takes an agreed discount off any kcal meal plan ordered with it.',
				},
				{
					title: 'A nutritionist on their side',
					text: 'A consultation with one of our nutritionists to set a calorie target and choose the right plan and size.',
				},
				{
					title: 'Meals at home or at work',
					text: 'Fresh meals in a cool bag every delivery day, at home or at the office, anywhere in the seven emirates.',
				},
			],
		},
		company: {
			heading: 'What your company gets',
			items: [
				'No fees and no minimum orders: employees choose and pay for their own plans.',
				'A partner code of your own, with the discount and who may use it set out in the partnership agreement.',
			],
		},
		join: {
			heading: 'How your company becomes a partner',
			intro: 'Three steps, and one agreement between us.',
			steps: [
				{
					title: 'Tell us about your company',
					text: 'Send a short enquiry with your company’s name, how many people you employ in the UAE and who we should talk to.',
				},
				{
					title: 'Agree the benefit',
					text: 'We propose the discount and who can use it, and set both out in a one-page partnership agreement.',
				},
				{
					title: 'Launch it to your team',
					text: 'You receive your partner code, and your employees enter it at checkout from the day it starts.',
				},
			],
		},
		redeem: {
			heading: 'How employees use their benefit',
			steps: [
				'Choose a meal plan, its size, the days a week and the number of weeks.',
				'At checkout, enter the partner code from HR or your intranet. A partner link adds it for you.',
				'Check the discounted total, VAT included, and pay.',
			],
			note: 'One code can be used per order, so a partner code cannot be combined with other offers.',
		},
		eligibility: {
			heading: 'Who can take part',
			items: [
				'Companies, government entities and free-zone organisations with at least 20 employees in the UAE.',
				'The benefit is for the partner’s employees and, where the partner agrees, their families, with a delivery address in the UAE.',
				'Before the first delivery we may ask for proof, such as a work e-mail address or a staff card.',
				'It lasts as long as the partnership and the employment do, and it is personal: it cannot be passed on or sold.',
			],
		},
		partners: {
			heading: 'Offers from our partners',
			intro: 'Some partners extend the benefit to their customers and members too.',
			samsung: {
				title: 'Samsung',
				text: 'Samsung Members in the UAE get {{discount}} off kcal meal plans.',
				link: 'See the Samsung offer',
			},
		},
		enquiry: {
			heading: 'Make healthy eating part of your benefits',
			text: 'Tell us about your company and our partnerships team will reply within two working days.',
			contact: 'Send an enquiry',
			email: 'Or e-mail us at {{email}}',
			emailSubject: 'Partner in Health enquiry',
		},
	},
	'ar-ae': {
		hero: { partner: 'انضم كشريك', employee: 'لديّ رمز شريك' },
		employees: {
			heading: 'ما يحصل عليه موظفوك',
			intro: 'يتفق كل شريك معنا على المزايا الخاصة به، وتشمل معظم الشراكات ما يلي:',
			items: [
				{
					title: 'خصم على كل الخطط',
					text: 'رمز شريك يمنح خصمًا متفقًا عليه على أي خطة وجبات من kcal تُطلب به.',
				},
				{
					title: 'أخصائي تغذية إلى جانبهم',
					text: 'استشارة مع أحد أخصائيي التغذية لدينا لتحديد هدف السعرات الحرارية واختيار الخطة والحجم المناسبين.',
				},
				{
					title: 'وجبات في المنزل أو في العمل',
					text: 'وجبات طازجة في حقيبة مبرّدة في كل يوم توصيل، إلى المنزل أو المكتب، في أي مكان في الإمارات السبع.',
				},
			],
		},
		company: {
			heading: 'ما تحصل عليه شركتك',
			items: [
				'لا رسوم ولا حد أدنى للطلبات: يختار الموظفون خططهم ويدفعون ثمنها بأنفسهم.',
				'رمز شريك خاص بشركتك، وتحدد اتفاقية الشراكة قيمة الخصم والفئات المستفيدة منه.',
			],
		},
		join: {
			heading: 'كيف تصبح شركتك شريكًا',
			intro: 'ثلاث خطوات، واتفاقية واحدة بيننا.',
			steps: [
				{
					title: 'عرّفنا بشركتك',
					text: 'أرسل إلينا استفسارًا قصيرًا يتضمن اسم شركتك، وعدد موظفيك في الإمارات، والشخص الذي نتواصل معه.',
				},
				{
					title: 'نتفق على المزايا',
					text: 'نقترح الخصم والفئات المستفيدة منه، ونوثّق ذلك في اتفاقية شراكة من صفحة واحدة.',
				},
				{
					title: 'أطلق البرنامج لفريقك',
					text: 'تستلم رمز الشريك، ويُدخله موظفوك عند الدفع ابتداءً من يوم سريانه.',
				},
			],
		},
		redeem: {
			heading: 'كيف يستفيد الموظفون من الميزة',
			steps: [
				'اختر خطة الوجبات وحجمها وعدد أيام التوصيل في الأسبوع وعدد الأسابيع.',
				'عند الدفع، أدخل رمز الشريك الذي تجده لدى الموارد البشرية أو على الشبكة الداخلية، أو افتح رابط الشريك ليُضاف الرمز تلقائيًا.',
				'راجع الإجمالي بعد الخصم شاملًا ضريبة القيمة المضافة، ثم ادفع.',
			],
			note: 'يمكن استخدام رمز واحد فقط في كل طلب، لذا لا يُجمع رمز الشريك مع العروض الأخرى.',
		},
		eligibility: {
			heading: 'من يمكنه المشاركة',
			items: [
				'الشركات والجهات الحكومية ومؤسسات المناطق الحرة التي لديها 20 موظفًا على الأقل في الإمارات.',
				'الميزة لموظفي الشريك، ولأفراد أسرهم إذا وافق الشريك على ذلك، بشرط أن يكون عنوان التوصيل داخل الإمارات.',
				'قد نطلب إثباتًا قبل أول توصيل، مثل بريد العمل الإلكتروني أو بطاقة الموظف.',
				'تستمر الميزة ما دامت الشراكة قائمة وما دمت تعمل لدى الشريك، وهي شخصية لا يجوز التنازل عنها أو بيعها.',
			],
		},
		partners: {
			heading: 'عروض شركائنا',
			intro: 'يقدّم بعض شركائنا هذه الميزة لعملائهم وأعضائهم أيضًا.',
			samsung: {
				title: 'Samsung',
				text: 'يحصل أعضاء Samsung Members في الإمارات على خصم {{discount}} على خطط وجبات kcal.',
				link: 'اطّلع على عرض Samsung',
			},
		},
		enquiry: {
			heading: 'اجعل الأكل الصحي جزءًا من مزايا موظفيك',
			text: 'عرّفنا بشركتك، وسيرد عليك فريق الشراكات خلال يومي عمل.',
			contact: 'أرسل استفسارك',
			email: 'أو راسلنا على {{email}}',
			emailSubject: 'استفسار عن برنامج شريك في الصحة',
		},
	},
	'ru-ae': {
		hero: { partner: 'Стать партнёром', employee: 'У меня есть партнёрский код' },
		employees: {
			heading: 'Что получают ваши сотрудники',
			intro: 'Условия каждый партнёр согласует с нами сам. Чаще всего в них входит всё это:',
			items: [
				{
					title: 'Скидка на любой план',
					text: 'Партнёрский код с согласованной скидкой на любой план питания kcal, заказанный с этим кодом.',
				},
				{
					title: 'Помощь нутрициолога',
					text: 'Консультация одного из наших нутрициологов: он рассчитает норму калорий и поможет выбрать план и размер.',
				},
				{
					title: 'Еда дома или в офисе',
					text: 'Свежие блюда в термосумке в каждый день доставки — домой или в офис, в любом из семи эмиратов.',
				},
			],
		},
		company: {
			heading: 'Что получает компания',
			items: [
				'Никаких платежей и минимальных заказов: сотрудники сами выбирают и оплачивают свои планы.',
				'Собственный партнёрский код: размер скидки и круг участников закреплены в партнёрском соглашении.',
			],
		},
		join: {
			heading: 'Как компании стать партнёром',
			intro: 'Три шага и одно соглашение между нами.',
			steps: [
				{
					title: 'Расскажите о компании',
					text: 'Пришлите короткую заявку: название компании, сколько у вас сотрудников в ОАЭ и с кем нам связаться.',
				},
				{
					title: 'Согласуем условия',
					text: 'Мы предложим размер скидки и круг участников и закрепим всё в партнёрском соглашении на одну страницу.',
				},
				{
					title: 'Запустите программу',
					text: 'Вы получите партнёрский код, и сотрудники смогут вводить его при оформлении заказа с первого дня его действия.',
				},
			],
		},
		redeem: {
			heading: 'Как сотруднику воспользоваться скидкой',
			steps: [
				'Выберите план питания, размер, количество дней в неделю и число недель.',
				'При оформлении введите партнёрский код — его дадут в HR или опубликуют в интранете. По партнёрской ссылке код добавится сам.',
				'Проверьте итоговую сумму со скидкой и НДС и оплатите заказ.',
			],
			note: 'В одном заказе можно использовать только один код, поэтому партнёрская скидка не суммируется с другими акциями.',
		},
		eligibility: {
			heading: 'Кто может участвовать',
			items: [
				'Компании, государственные организации и компании из свободных экономических зон, в которых в ОАЭ работает не меньше 20 человек.',
				'Скидка действует для сотрудников партнёра, а если партнёр согласен — и для их семей, при доставке по адресу в ОАЭ.',
				'Перед первой доставкой мы можем попросить подтверждение — например, рабочую почту или пропуск сотрудника.',
				'Скидка действует, пока идёт партнёрство и вы работаете в компании. Она персональная: передавать или продавать её нельзя.',
			],
		},
		partners: {
			heading: 'Предложения наших партнёров',
			intro: 'Некоторые партнёры предлагают скидку не только сотрудникам, но и своим клиентам.',
			samsung: {
				title: 'Samsung',
				text: 'Участники Samsung Members в ОАЭ получают скидку {{discount}} на планы питания kcal.',
				link: 'Подробнее о предложении Samsung',
			},
		},
		enquiry: {
			heading: 'Сделайте здоровое питание частью соцпакета',
			text: 'Расскажите о своей компании — отдел партнёрств ответит в течение двух рабочих дней.',
			contact: 'Отправить заявку',
			email: 'Или напишите нам на {{email}}',
			emailSubject: 'Заявка на участие в программе «Партнёр по здоровью»',
		},
	},
}
