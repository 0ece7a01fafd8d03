/**
 * /faqs/: the questions customers ask, in groups, with answers that match how the service works
 * (prices include 5% VAT, a refundable cool-bag deposit, changes and pauses in My plan until each
 * day's cut-off, a Saturday–Sunday weekend with 6-day plans skipping Sunday, payment
 * by card, Apple Pay or Tabby). Other pages show a few of them through `faqExcerpt`. The schedule
 * terms are never typed here: `{{changeCutoff}}`, `{{maxPausedDays}}`, `{{finishWithin}}` and
 * `{{cancellationFee}}` are filled from the schedule_rules row in force (`withFaqTerms`).
 */
import { type ScheduleTerms, withScheduleTerms } from '../../app/utils/schedule-terms.ts'
import type { LocaleCode } from '../../domain/locale.ts'

export type FaqQuestion = {
	/** Stable across languages: other pages pick questions by it, and it is the item's anchor. */
	id: string
	question: string
	/** Plain text, also used as the answer in the page's FAQPage structured data. */
	answer: string
	/** A page of the site (prefix-free path) that takes the answer further. */
	link?: { to: string; label: string }
}

export type FaqGroup = { id: string; heading: string; questions: readonly FaqQuestion[] }

export type FaqSearchText = {
	label: string
	placeholder: string
	/** Shown when nothing matches; {{query}} is what was typed. */
	noResults: string
	/** "{{count}} questions found", one text per plural category of the language. */
	results: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
}

export type FaqsContent = {
	search: FaqSearchText
	groups: readonly FaqGroup[]
	contact: { heading: string; text: string }
}

export const FAQS: Record<LocaleCode, FaqsContent> = {
	en: {
		search: {
			label: 'Search the questions',
			placeholder: 'For example: pause, delivery times, VAT',
			noResults: 'No questions match “{{query}}”. Try another word, or ask our customer care team.',
			results: { one: '{{count}} question found', other: '{{count}} questions found' },
		},
		groups: [
			{
				id: 'plans',
				heading: 'Plans and menus',
				questions: [
					{
						id: 'choose-plan',
						question: 'How do I choose the right plan?',
						answer: 'Start with your goal and the way you eat. Our plans cover different diets, from International and Arabic to vegetarian, gluten-free and diabetic-friendly, and each comes in two sizes, Regular and Plus. If you are not sure how many calories you need, the free body assessment works out your daily target and suggests a plan.',
						link: { to: '/body-assessment/', label: 'Take the body assessment' },
					},
					{
						id: 'sizes',
						question: 'What is the difference between Regular and Plus?',
						answer: 'Both sizes get the same dishes. Plus has bigger portions and more calories, for people who need more energy, for example because they train hard or are taller and heavier. The calories and macros of every meal are on its label and in the app.',
					},
					{
						id: 'menu',
						question: 'Does the menu change, and can I see it before I order?',
						answer: 'Yes. Our chefs rotate the menu, so you will not eat the same dishes week after week. Every plan has a sample menu with a typical week of dishes and the calories and macros of each meal.',
						link: { to: '/meal-plans/', label: 'Browse plans and sample menus' },
					},
					{
						id: 'swap-dishes',
						question: 'Can I swap a dish I don’t like?',
						answer: 'Yes. In My plan in your account, or in the app, you can swap the dish of any meal for another from the same day’s menu until that day’s cut-off: {{changeCutoff}}. Dishes with an allergen you told us about are not offered. If you do not choose, we send the chef’s selection for your plan.',
					},
				],
			},
			{
				id: 'delivery',
				heading: 'Delivery',
				questions: [
					{
						id: 'delivery-area',
						question: 'Where do you deliver?',
						answer: 'To homes and offices in all seven emirates: Abu Dhabi, Dubai, Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah. Enter your address at checkout to see the delivery times offered in your area.',
					},
					{
						id: 'delivery-times',
						question: 'What time will my meals arrive?',
						answer: 'You choose a delivery window: early morning (about 04:00–08:00), morning (08:00–12:00) or evening (about 16:00–22:00). An evening delivery brings the next day’s meals, so they are ready first thing. Which windows are offered depends on your area.',
					},
					{
						id: 'delivery-days',
						question: 'On which days do you deliver?',
						answer: 'The UAE weekend is Saturday and Sunday. A 7-day plan is delivered every day. A 6-day plan skips Sunday, so your meals cover Monday to Saturday. A 5-day plan covers Monday to Friday, with nothing at the weekend.',
					},
					{
						id: 'not-home',
						question: 'What if I’m not home when the driver arrives?',
						answer: 'You do not need to be. When you order, tell us where to leave the bag: at your door, with reception or with security. Your meals travel in an insulated cool bag with ice packs that keeps them cold for several hours; put them in the fridge when you get home.',
					},
				],
			},
			{
				id: 'changes',
				heading: 'Pausing and changes',
				questions: [
					{
						id: 'pause',
						question: 'Can I pause my plan?',
						answer: 'Yes. Pause single delivery days or a range in My plan in your account, or in the app, until each day’s cut-off: {{changeCutoff}}. You do not lose the paused days: they are added to the end of your plan. You can pause up to {{maxPausedDays}} per plan, and every day must be delivered within {{finishWithin}} after your plan’s planned last day. After the cut-off the kitchen is already preparing that day, and it will be delivered.',
					},
					{
						id: 'change-address',
						question: 'Can I change my delivery address or time?',
						answer: 'Yes, for one delivery day or for every day from a date on, in My plan in your account, in the app or through our customer care team, until the day’s cut-off: {{changeCutoff}}. Days past their cut-off still go to the address and time you had.',
					},
					{
						id: 'change-plan',
						question: 'Can I change my plan, size or delivery days?',
						answer: 'Not on a plan you have ordered: its plan, size and delivery days stay as you chose them. To change them, cancel the days left in My plan (they are refunded as the next answer explains) and order the plan you want; our customer care team can help you choose. A day’s address and delivery time you can change yourself.',
					},
					{
						id: 'cancel',
						question: 'How do I cancel my plan?',
						answer: 'In My plan in your account: choose “Cancel plan”, see the refund and how it is worked out, and confirm. The cut-off of each day is {{changeCutoff}}: days past it are still prepared and delivered, and every later day is cancelled and refunded at the price of a day as you paid it, after discounts, VAT included. {{cancellationFee}} The refund goes back the way you paid, within 14 days.',
						link: { to: '/terms/', label: 'Read the terms and conditions' },
					},
				],
			},
			{
				id: 'payments',
				heading: 'Payments, VAT and deposit',
				questions: [
					{
						id: 'payment-methods',
						question: 'How can I pay?',
						answer: 'Online, by credit or debit card, with Apple Pay, or with Tabby, which splits the amount into four interest-free payments. Tabby checks each order at checkout, so it may not be offered for every amount.',
					},
					{
						id: 'vat',
						question: 'Do your prices include VAT?',
						answer: 'Yes. Every price on our site is in UAE dirhams (AED) and includes 5% VAT. After you pay, we e-mail you a tax invoice that shows the VAT amount.',
					},
					{
						id: 'bag-deposit',
						question: 'What is the cool-bag deposit?',
						answer: 'Your meals come in insulated cool bags. With your first order we charge a one-off deposit for them, shown in the price breakdown before you pay. Hand the empty bags back to the driver as you go. When your plan ends, give the last bags and ice packs to the driver, and we refund the deposit to the way you paid within 14 days of getting them back. If you start a new plan with the same e-mail address and mobile number while you still have our bags, the deposit simply carries over.',
					},
					{
						id: 'discount-codes',
						question: 'Can I use a discount code?',
						answer: 'Yes. Enter it at checkout and you will see the new total, VAT included, before you pay. One code can be used per order.',
					},
				],
			},
			{
				id: 'allergies',
				heading: 'Allergies and dietary needs',
				questions: [
					{
						id: 'allergies',
						question: 'Can you cater for my allergies?',
						answer: 'Tell us about any allergy or ingredient you avoid when you order. We leave out the dishes that contain it or send an alternative. The allergens of every dish are on its label and in the app.',
					},
					{
						id: 'allergen-traces',
						question: 'Is your kitchen free from nuts, gluten or other allergens?',
						answer: 'No. Our kitchen handles nuts, peanuts, sesame, gluten, milk, eggs, fish and shellfish, so we cannot rule out traces, even in dishes made without them. If you have a severe allergy or have ever had an anaphylactic reaction, speak to your doctor and call us before you order.',
					},
					{
						id: 'medical-conditions',
						question: 'I have diabetes or another medical condition. Can I follow a plan?',
						answer: 'Our diabetic-friendly plan controls carbohydrates and uses low-glycaemic ingredients, and the New mums plan is made for the months after birth. Our meals are not a medical treatment, though: if you have a medical condition, are pregnant or take regular medication, check with your doctor first.',
					},
					{
						id: 'nutritionist',
						question: 'Can I talk to a nutritionist?',
						answer: 'Yes. When you order, you can book a consultation with one of our nutritionists, in person or by video call, to set your calorie target, go through allergies or a medical diet and choose the right plan.',
					},
				],
			},
			{
				id: 'account',
				heading: 'Account and app',
				questions: [
					{
						id: 'app',
						question: 'Is there a kcal app?',
						answer: 'Yes, for iPhone and Android. Use it to choose your dishes, pause deliveries, change your address or delivery time and follow your orders.',
						link: { to: '/app/', label: 'Get the app' },
					},
					{
						id: 'forgot-password',
						question: 'I forgot my password. What do I do?',
						answer: 'Choose “Forgot your password?” on the log-in page and enter the e-mail address of your account. We send you a one-time code to set a new password.',
						link: { to: '/reset-password/', label: 'Reset your password' },
					},
					{
						id: 'delete-account',
						question: 'How do I delete my account?',
						answer: 'Log in and use your account page, or write to us from the e-mail address of your account. An active subscription has to end or be cancelled first. Some records, such as tax invoices, must be kept by law, in anonymised form.',
						link: { to: '/user-deletion/', label: 'How account deletion works' },
					},
					{
						id: 'languages',
						question: 'Which languages does your customer care team speak?',
						answer: 'English, Arabic and Russian. You can reach us by phone, WhatsApp or e-mail.',
						link: { to: '/contact/', label: 'Contact us' },
					},
				],
			},
		],
		contact: {
			heading: 'Still have a question?',
			text: 'Our customer care team is happy to help, in English, Arabic or Russian.',
		},
	},
	'ar-ae': {
		search: {
			label: 'ابحث في الأسئلة',
			placeholder: 'مثلًا: إيقاف مؤقت، مواعيد التوصيل، الضريبة',
			noResults: 'لا توجد أسئلة تطابق «{{query}}». جرّب كلمة أخرى أو اسأل فريق خدمة العملاء.',
			results: {
				zero: 'لا توجد أسئلة مطابقة',
				one: 'سؤال واحد مطابق',
				two: 'سؤالان مطابقان',
				few: '{{count}} أسئلة مطابقة',
				many: '{{count}} سؤالًا مطابقًا',
				other: '{{count}} سؤال مطابق',
			},
		},
		groups: [
			{
				id: 'plans',
				heading: 'الخطط وقوائم الطعام',
				questions: [
					{
						id: 'choose-plan',
						question: 'كيف أختار الخطة المناسبة لي؟',
						answer: 'ابدأ بهدفك وبطريقة أكلك. تشمل خططنا أنظمة غذائية مختلفة، من المطبخ العالمي والعربي إلى النباتي والخالي من الغلوتين والمناسب لمرضى السكري، وتتوفر كل خطة بحجمين: العادي والكبير. وإذا لم تكن متأكدًا من عدد السعرات التي تحتاجها، يحسب لك تقييم الجسم المجاني احتياجك اليومي ويقترح عليك خطة.',
						link: { to: '/body-assessment/', label: 'ابدأ تقييم الجسم' },
					},
					{
						id: 'sizes',
						question: 'ما الفرق بين الحجم العادي والحجم الكبير؟',
						answer: 'الأطباق نفسها في الحجمين. أما الكبير فحصصه أكبر وسعراته أعلى، وهو مناسب لمن يحتاج إلى طاقة أكثر، كمن يتمرن بكثافة أو من كان أطول قامة وأثقل وزنًا. وتجد السعرات والقيم الغذائية لكل وجبة على ملصقها وفي التطبيق.',
					},
					{
						id: 'menu',
						question: 'هل تتغير قائمة الطعام؟ وهل يمكنني الاطلاع عليها قبل الطلب؟',
						answer: 'نعم. يجدّد طهاتنا القائمة باستمرار، فلن تتكرر عليك الأطباق نفسها أسبوعًا بعد أسبوع. ولكل خطة قائمة نموذجية تعرض أطباق أسبوع كامل مع السعرات والقيم الغذائية لكل وجبة.',
						link: { to: '/meal-plans/', label: 'تصفّح الخطط والقوائم النموذجية' },
					},
					{
						id: 'swap-dishes',
						question: 'هل يمكنني تبديل طبق لا يعجبني؟',
						answer: 'نعم. يمكنك من «خطتي» في حسابك، أو من التطبيق، تبديل طبق أي وجبة بطبق آخر من قائمة اليوم نفسه حتى آخر موعد للتعديل على ذلك اليوم: {{changeCutoff}}. ولا نعرض الأطباق التي تحتوي على مسبّب حساسية أخبرتنا به. وإذا لم تختر، نرسل لك الأطباق التي يختارها الشيف لخطتك.',
					},
				],
			},
			{
				id: 'delivery',
				heading: 'التوصيل',
				questions: [
					{
						id: 'delivery-area',
						question: 'إلى أين توصلون؟',
						answer: 'نوصل إلى المنازل والمكاتب في الإمارات السبع كلها: أبوظبي ودبي والشارقة وعجمان وأم القيوين ورأس الخيمة والفجيرة. أدخل عنوانك عند إتمام الطلب لترى مواعيد التوصيل المتاحة في منطقتك.',
					},
					{
						id: 'delivery-times',
						question: 'متى تصل وجباتي؟',
						answer: 'تختار موعد التوصيل الذي يناسبك: الصباح الباكر (من 4:00 حتى 8:00 صباحًا تقريبًا)، أو الصباح (من 8:00 صباحًا حتى 12:00 ظهرًا)، أو المساء (من 4:00 حتى 10:00 مساءً تقريبًا). ويحمل التوصيل المسائي وجبات اليوم التالي لتكون جاهزة من أول الصباح. وتختلف المواعيد المتاحة حسب منطقتك.',
					},
					{
						id: 'delivery-days',
						question: 'في أي أيام توصلون؟',
						answer: 'عطلة نهاية الأسبوع في الإمارات هي السبت والأحد. خطة 7 أيام تصلك كل يوم، وخطة 6 أيام لا تشمل الأحد فتغطي الأيام من الاثنين إلى السبت، وخطة 5 أيام تغطي الأيام من الاثنين إلى الجمعة دون توصيل في عطلة نهاية الأسبوع.',
					},
					{
						id: 'not-home',
						question: 'ماذا لو لم أكن في المنزل عند وصول السائق؟',
						answer: 'لا داعي لوجودك. أخبرنا عند الطلب أين نترك الحقيبة: عند بابك، أو لدى الاستقبال، أو مع حارس المبنى. تصل وجباتك في حقيبة مبرّدة معزولة مع أكياس ثلج تحافظ على برودتها لعدة ساعات، وضعها في الثلاجة فور عودتك.',
					},
				],
			},
			{
				id: 'changes',
				heading: 'الإيقاف المؤقت والتعديلات',
				questions: [
					{
						id: 'pause',
						question: 'هل يمكنني إيقاف خطتي مؤقتًا؟',
						answer: 'نعم. أوقف التوصيل مؤقتًا في أيام منفردة أو في فترة متصلة من «خطتي» في حسابك، أو من التطبيق، حتى آخر موعد للتعديل على كل يوم: {{changeCutoff}}. ولن تخسر الأيام الموقوفة مؤقتًا، إذ نضيفها إلى نهاية خطتك. ويمكنك إيقاف التوصيل مؤقتًا فيما يصل إلى {{maxPausedDays}} في الخطة الواحدة، على أن تُوصَّل جميع الأيام خلال {{finishWithin}} من آخر يوم كان مقررًا في خطتك. أما بعد آخر موعد للتعديل فيكون المطبخ قد بدأ تجهيز ذلك اليوم، وسيصلك في موعده.',
					},
					{
						id: 'change-address',
						question: 'هل يمكنني تغيير عنوان التوصيل أو موعده؟',
						answer: 'نعم، ليوم توصيل واحد أو لجميع الأيام ابتداءً من تاريخ تختاره، من «خطتي» في حسابك أو من التطبيق أو عبر فريق خدمة العملاء، حتى آخر موعد للتعديل على ذلك اليوم: {{changeCutoff}}. أما الأيام التي انقضى آخر موعد للتعديل عليها فتصل إلى العنوان وفي الموعد السابقين.',
					},
					{
						id: 'change-plan',
						question: 'هل يمكنني تغيير خطتي أو حجمها أو أيام التوصيل؟',
						answer: 'لا يمكن ذلك في خطة طلبتها: تبقى الخطة وحجمها وأيام التوصيل كما اخترتها. ولتغييرها، ألغِ الأيام المتبقية من «خطتي» (وتُردّ قيمتها كما توضح الإجابة التالية)، ثم اطلب الخطة التي تريدها، ويسعد فريق خدمة العملاء بمساعدتك في الاختيار. أما عنوان يوم التوصيل وموعده فيمكنك تغييرهما بنفسك.',
					},
					{
						id: 'cancel',
						question: 'كيف ألغي خطتي؟',
						answer: 'من «خطتي» في حسابك: اختر «ألغِ الخطة»، واطّلع على المبلغ الذي نردّه وطريقة احتسابه، ثم أكّد الإلغاء. وآخر موعد للتعديل على كل يوم هو {{changeCutoff}}: فالأيام التي انقضى موعدها تُجهَّز وتُوصَّل كالمعتاد، وتُلغى جميع الأيام التي تليها ونردّ قيمتها بسعر اليوم كما دفعته، بعد الخصومات وشاملًا ضريبة القيمة المضافة. {{cancellationFee}} ونردّ المبلغ بطريقة الدفع نفسها خلال 14 يومًا.',
						link: { to: '/terms/', label: 'اقرأ الشروط والأحكام' },
					},
				],
			},
			{
				id: 'payments',
				heading: 'الدفع والضريبة وتأمين الحقائب',
				questions: [
					{
						id: 'payment-methods',
						question: 'ما طرق الدفع المتاحة؟',
						answer: 'الدفع إلكتروني بالبطاقة الائتمانية أو بطاقة الخصم، أو عبر Apple Pay، أو عبر تابي الذي يقسّم المبلغ على أربع دفعات بلا فوائد. تتحقق تابي من كل طلب عند الدفع، لذا قد لا تتوفر لجميع المبالغ.',
					},
					{
						id: 'vat',
						question: 'هل تشمل أسعاركم ضريبة القيمة المضافة؟',
						answer: 'نعم. جميع الأسعار على موقعنا بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة بنسبة 5%. وبعد الدفع نرسل إليك بالبريد الإلكتروني فاتورة ضريبية تبيّن قيمة الضريبة.',
					},
					{
						id: 'bag-deposit',
						question: 'ما هو تأمين الحقائب المبرّدة؟',
						answer: 'تصلك وجباتك في حقائب مبرّدة معزولة، ونحتسب عليها مع طلبك الأول مبلغ تأمين لمرة واحدة يظهر في تفاصيل السعر قبل الدفع. سلّم الحقائب الفارغة للسائق أولًا بأول، وعند انتهاء خطتك سلّمه آخر الحقائب وأكياس الثلج، فنردّ إليك مبلغ التأمين بطريقة الدفع نفسها خلال 14 يومًا من استلامها. وإذا بدأت خطة جديدة بالبريد الإلكتروني ورقم الهاتف المتحرك نفسيهما وما زالت حقائبنا لديك، ينتقل مبلغ التأمين إليها تلقائيًا.',
					},
					{
						id: 'discount-codes',
						question: 'هل يمكنني استخدام رمز خصم؟',
						answer: 'نعم. أدخله عند إتمام الطلب وسترى الإجمالي الجديد شاملًا الضريبة قبل الدفع. ويمكن استخدام رمز واحد لكل طلب.',
					},
				],
			},
			{
				id: 'allergies',
				heading: 'الحساسية والاحتياجات الغذائية',
				questions: [
					{
						id: 'allergies',
						question: 'هل تراعون الحساسية الغذائية لديّ؟',
						answer: 'أخبرنا عند الطلب بأي حساسية أو مكوّن تتجنبه، فنستبعد الأطباق التي تحتوي عليه أو نرسل لك بديلًا عنها. وتجد مسببات الحساسية لكل طبق على ملصقه وفي التطبيق.',
					},
					{
						id: 'allergen-traces',
						question: 'هل مطبخكم خالٍ من المكسرات أو الغلوتين أو غيرها من مسببات الحساسية؟',
						answer: 'لا. يتعامل مطبخنا مع المكسرات والفول السوداني والسمسم والغلوتين والحليب والبيض والأسماك والقشريات، لذا لا يمكننا استبعاد وجود آثار منها حتى في الأطباق المحضّرة من دونها. إذا كانت لديك حساسية شديدة أو سبق أن أُصبت بصدمة تحسسية، فاستشر طبيبك واتصل بنا قبل الطلب.',
					},
					{
						id: 'medical-conditions',
						question: 'أعاني من السكري أو من حالة صحية أخرى. هل يمكنني اتباع إحدى الخطط؟',
						answer: 'تضبط خطتنا المناسبة لمرضى السكري كمية الكربوهيدرات وتعتمد على مكونات منخفضة المؤشر الجلايسيمي، وخطة الأمهات الجدد مصممة للأشهر التي تلي الولادة. ومع ذلك فوجباتنا ليست علاجًا طبيًا: إذا كانت لديك حالة صحية، أو كنتِ حاملًا، أو تتناول أدوية بانتظام، فاستشر طبيبك أولًا.',
					},
					{
						id: 'nutritionist',
						question: 'هل يمكنني التحدث مع أخصائي تغذية؟',
						answer: 'نعم. عند الطلب يمكنك حجز استشارة مع أحد أخصائيي التغذية لدينا، حضوريًا أو عبر مكالمة فيديو، لتحديد احتياجك من السعرات ومناقشة الحساسية أو النظام الغذائي الصحي الذي تتبعه واختيار الخطة المناسبة.',
					},
				],
			},
			{
				id: 'account',
				heading: 'الحساب والتطبيق',
				questions: [
					{
						id: 'app',
						question: 'هل لدى kcal تطبيق؟',
						answer: 'نعم، لأجهزة iPhone وAndroid. يمكنك من خلاله اختيار أطباقك، وإيقاف التوصيل مؤقتًا، وتغيير عنوانك أو موعد التوصيل، ومتابعة طلباتك.',
						link: { to: '/app/', label: 'حمّل التطبيق' },
					},
					{
						id: 'forgot-password',
						question: 'نسيت كلمة المرور، ماذا أفعل؟',
						answer: 'اختر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول وأدخل البريد الإلكتروني المسجّل في حسابك، وسنرسل إليك رمزًا لمرة واحدة لتعيين كلمة مرور جديدة.',
						link: { to: '/reset-password/', label: 'أعد تعيين كلمة المرور' },
					},
					{
						id: 'delete-account',
						question: 'كيف أحذف حسابي؟',
						answer: 'سجّل الدخول واستخدم صفحة حسابك، أو راسلنا من البريد الإلكتروني المسجّل في حسابك. ويجب أن ينتهي أي اشتراك نشط أو يُلغى أولًا. وهناك سجلات يُلزمنا القانون بالاحتفاظ بها بعد إخفاء هويتك، مثل الفواتير الضريبية.',
						link: { to: '/user-deletion/', label: 'كيف يتم حذف الحساب' },
					},
					{
						id: 'languages',
						question: 'ما اللغات التي يتحدث بها فريق خدمة العملاء؟',
						answer: 'العربية والإنجليزية والروسية. ويمكنك التواصل معنا هاتفيًا أو عبر واتساب أو البريد الإلكتروني.',
						link: { to: '/contact/', label: 'تواصل معنا' },
					},
				],
			},
		],
		contact: {
			heading: 'هل لديك سؤال آخر؟',
			text: 'يسعد فريق خدمة العملاء بمساعدتك بالعربية أو الإنجليزية أو الروسية.',
		},
	},
	'ru-ae': {
		search: {
			label: 'Поиск по вопросам',
			placeholder: 'Например: пауза, время доставки, НДС',
			noResults: 'По запросу «{{query}}» ничего не нашлось. Попробуйте другое слово или спросите нашу службу поддержки.',
			results: {
				one: 'Найден {{count}} вопрос',
				few: 'Найдено {{count}} вопроса',
				many: 'Найдено {{count}} вопросов',
				other: 'Найдено {{count}} вопроса',
			},
		},
		groups: [
			{
				id: 'plans',
				heading: 'Планы и меню',
				questions: [
					{
						id: 'choose-plan',
						question: 'Как выбрать подходящий план?',
						answer: 'Отталкивайтесь от своей цели и привычного питания. У нас есть планы под разные типы питания — от интернационального и арабского до вегетарианского, безглютенового и для диабетиков, и у каждого два размера: Regular и Plus. Если не знаете, сколько калорий вам нужно, воспользуйтесь бесплатным расчётом нормы калорий: он определит дневную норму и предложит план.',
						link: { to: '/body-assessment/', label: 'Рассчитать норму калорий' },
					},
					{
						id: 'sizes',
						question: 'Чем Regular отличается от Plus?',
						answer: 'Блюда в обоих размерах одинаковые. В Plus порции больше и калорий больше — он для тех, кому нужно больше энергии, например если вы много тренируетесь или у вас крупное телосложение. Калории и БЖУ каждого блюда указаны на этикетке и в приложении.',
					},
					{
						id: 'menu',
						question: 'Меню меняется? Можно посмотреть его до заказа?',
						answer: 'Да. Наши повара регулярно обновляют меню, так что одни и те же блюда не будут повторяться неделя за неделей. Для каждого плана есть пример меню на неделю с калориями и БЖУ каждого блюда.',
						link: { to: '/meal-plans/', label: 'Посмотреть планы и примеры меню' },
					},
					{
						id: 'swap-dishes',
						question: 'Можно заменить блюдо, которое мне не нравится?',
						answer: 'Да. В разделе «Мой план» личного кабинета или в приложении можно заменить блюдо любого приёма пищи другим блюдом из меню того же дня до крайнего срока изменений для этого дня: {{changeCutoff}}. Блюда с аллергенами, о которых вы нам сообщили, не предлагаются. Если вы ничего не выберете, мы привезём блюда, которые шеф подобрал для вашего плана.',
					},
				],
			},
			{
				id: 'delivery',
				heading: 'Доставка',
				questions: [
					{
						id: 'delivery-area',
						question: 'Куда вы доставляете?',
						answer: 'Домой и в офисы во всех семи эмиратах: Абу-Даби, Дубай, Шарджа, Аджман, Умм-эль-Кайвайн, Рас-эль-Хайма и Фуджейра. Укажите адрес при оформлении заказа, и вы увидите время доставки, доступное в вашем районе.',
					},
					{
						id: 'delivery-times',
						question: 'Во сколько привезут еду?',
						answer: 'Вы сами выбираете интервал: рано утром (примерно с 4:00 до 8:00), утром (с 8:00 до 12:00) или вечером (примерно с 16:00 до 22:00). Вечером привозим еду на следующий день, чтобы утром она уже была у вас. Доступные интервалы зависят от района.',
					},
					{
						id: 'delivery-days',
						question: 'В какие дни вы доставляете?',
						answer: 'Выходные в ОАЭ — суббота и воскресенье. План на 7 дней доставляем каждый день. План на 6 дней — без воскресенья, то есть еда на дни с понедельника по субботу. План на 5 дней — с понедельника по пятницу, без выходных.',
					},
					{
						id: 'not-home',
						question: 'Что, если меня не будет дома, когда приедет курьер?',
						answer: 'Ничего страшного. При заказе укажите, где оставить сумку: у двери, на ресепшене или у охраны. Еда едет в термосумке с хладоэлементами, которая несколько часов держит её холодной. Когда вернётесь, уберите блюда в холодильник.',
					},
				],
			},
			{
				id: 'changes',
				heading: 'Пауза и изменения',
				questions: [
					{
						id: 'pause',
						question: 'Можно поставить план на паузу?',
						answer: 'Да. Поставьте на паузу отдельные дни доставки или несколько дней подряд в разделе «Мой план» личного кабинета или в приложении — до крайнего срока изменений для каждого дня: {{changeCutoff}}. Дни на паузе не сгорают: они добавляются в конец плана. За один план можно поставить на паузу до {{maxPausedDays}}, а все дни должны быть доставлены в течение {{finishWithin}} после последнего запланированного дня плана. После крайнего срока кухня уже готовит этот день, и его привезут.',
					},
					{
						id: 'change-address',
						question: 'Можно изменить адрес или время доставки?',
						answer: 'Да, для одного дня доставки или для всех дней начиная с выбранной даты — в разделе «Мой план» личного кабинета, в приложении или через службу поддержки, до крайнего срока изменений для этого дня: {{changeCutoff}}. Дни, для которых срок уже прошёл, придут по прежнему адресу и в прежнее время.',
					},
					{
						id: 'change-plan',
						question: 'Можно сменить план, размер порций или дни доставки?',
						answer: 'В оформленном плане — нет: план, размер порций и дни доставки остаются такими, как вы их выбрали. Чтобы их сменить, отмените оставшиеся дни в разделе «Мой план» (деньги за них вернутся, как описано в следующем ответе) и оформите нужный план — служба поддержки поможет с выбором. Адрес и время доставки отдельного дня можно изменить самостоятельно.',
					},
					{
						id: 'cancel',
						question: 'Как отменить план?',
						answer: 'В разделе «Мой план» личного кабинета: нажмите «Отменить план», посмотрите сумму возврата и её расчёт и подтвердите отмену. Крайний срок изменений для каждого дня — {{changeCutoff}}: дни, для которых он прошёл, готовятся и доставляются как обычно, а все следующие дни отменяются, и мы вернём за них деньги по цене дня, которую вы заплатили, — со скидками и с НДС. {{cancellationFee}} Деньги вернутся тем же способом, которым вы платили, в течение 14 дней.',
						link: { to: '/terms/', label: 'Прочитать условия' },
					},
				],
			},
			{
				id: 'payments',
				heading: 'Оплата, НДС и залог',
				questions: [
					{
						id: 'payment-methods',
						question: 'Как можно оплатить?',
						answer: 'Онлайн: кредитной или дебетовой картой, через Apple Pay или через Tabby — сервис разделит сумму на четыре платежа без процентов. Tabby проверяет каждый заказ при оплате, поэтому этот способ доступен не для любой суммы.',
					},
					{
						id: 'vat',
						question: 'НДС включён в цены?',
						answer: 'Да. Все цены на сайте указаны в дирхамах ОАЭ (AED) и включают НДС 5%. После оплаты мы пришлём на почту налоговый счёт-фактуру, где указана сумма НДС.',
					},
					{
						id: 'bag-deposit',
						question: 'Что за залог за термосумки?',
						answer: 'Еду мы привозим в термосумках. При первом заказе берём за них разовый залог — он виден в расчёте цены до оплаты. Отдавайте пустые сумки курьеру по ходу плана. Когда план закончится, верните курьеру последние сумки и хладоэлементы — и в течение 14 дней после их возврата мы вернём залог тем же способом, которым вы платили. Если вы начинаете новый план с той же электронной почтой и тем же номером мобильного телефона, пока наши сумки у вас, залог просто переходит на него.',
					},
					{
						id: 'discount-codes',
						question: 'Можно воспользоваться промокодом?',
						answer: 'Да. Введите его при оформлении заказа — новая сумма с НДС появится до оплаты. В одном заказе можно использовать один промокод.',
					},
				],
			},
			{
				id: 'allergies',
				heading: 'Аллергии и особое питание',
				questions: [
					{
						id: 'allergies',
						question: 'Вы учитываете аллергии?',
						answer: 'При заказе расскажите нам об аллергиях и продуктах, которые вы не едите. Мы исключим блюда с ними или заменим их. Аллергены каждого блюда указаны на этикетке и в приложении.',
					},
					{
						id: 'allergen-traces',
						question: 'На вашей кухне совсем нет орехов, глютена или других аллергенов?',
						answer: 'Нет. На нашей кухне работают с орехами, арахисом, кунжутом, глютеном, молоком, яйцами, рыбой и морепродуктами, поэтому следы аллергенов возможны даже в блюдах, приготовленных без них. Если у вас тяжёлая аллергия или когда-либо был анафилактический шок, посоветуйтесь с врачом и позвоните нам до заказа.',
					},
					{
						id: 'medical-conditions',
						question: 'У меня диабет или другое заболевание. Мне подойдёт ваш план?',
						answer: 'В плане для диабетиков мы контролируем углеводы и используем продукты с низким гликемическим индексом, а план для молодых мам рассчитан на первые месяцы после родов. Но наша еда — не лечение: если у вас есть заболевание, вы беременны или регулярно принимаете лекарства, сначала посоветуйтесь с врачом.',
					},
					{
						id: 'nutritionist',
						question: 'Можно поговорить с нутрициологом?',
						answer: 'Да. При заказе можно записаться на консультацию к нашему нутрициологу — очно или по видеосвязи. Он поможет определить вашу норму калорий, учесть аллергии или лечебную диету и выбрать подходящий план.',
					},
				],
			},
			{
				id: 'account',
				heading: 'Аккаунт и приложение',
				questions: [
					{
						id: 'app',
						question: 'У kcal есть приложение?',
						answer: 'Да, для iPhone и Android. В нём можно выбирать блюда, ставить доставку на паузу, менять адрес и время доставки и следить за заказами.',
						link: { to: '/app/', label: 'Скачать приложение' },
					},
					{
						id: 'forgot-password',
						question: 'Не помню пароль. Что делать?',
						answer: 'Нажмите «Забыли пароль?» на странице входа и укажите почту, на которую зарегистрирован аккаунт. Мы пришлём одноразовый код, чтобы вы могли задать новый пароль.',
						link: { to: '/reset-password/', label: 'Сбросить пароль' },
					},
					{
						id: 'delete-account',
						question: 'Как удалить аккаунт?',
						answer: 'Войдите в аккаунт и воспользуйтесь страницей личного кабинета или напишите нам с почты, на которую зарегистрирован аккаунт. Действующую подписку нужно сначала завершить или отменить. Некоторые записи, например налоговые счета-фактуры, мы обязаны по закону хранить в обезличенном виде.',
						link: { to: '/user-deletion/', label: 'Как удаляется аккаунт' },
					},
					{
						id: 'languages',
						question: 'На каких языках говорит служба поддержки?',
						answer: 'На русском, английском и арабском. С нами можно связаться по телефону, в WhatsApp или по электронной почте.',
						link: { to: '/contact/', label: 'Связаться с нами' },
					},
				],
			},
		],
		contact: {
			heading: 'Остались вопросы?',
			text: 'Служба поддержки с радостью поможет — на русском, английском или арабском.',
		},
	},
}

/** The questions the home page shows, in this order. */
export const HOME_FAQ_IDS = ['choose-plan', 'delivery-times', 'pause', 'vat'] as const

/** Chosen questions of one language, in the order asked for (e.g. the home page's four). */
export function faqExcerpt(locale: LocaleCode, ids: readonly string[] = HOME_FAQ_IDS): FaqQuestion[] {
	const all = FAQS[locale].groups.flatMap((group) => group.questions)
	return ids.map((id) => {
		const question = all.find((candidate) => candidate.id === id)
		if (!question) throw new Error(`No FAQ with id ${id}`)
		return question
	})
}

/** Questions with the schedule terms in force filled into their answers (app/utils/schedule-terms.server.ts reads them). */
export const withTermsFilled = (questions: readonly FaqQuestion[], terms: ScheduleTerms): FaqQuestion[] =>
	questions.map((question) => ({ ...question, answer: withScheduleTerms(question.answer, terms) }))

/** One language's FAQ as the page shows it: every answer with the schedule terms in force. */
export const faqsWithTerms = (content: FaqsContent, terms: ScheduleTerms): FaqsContent => ({
	...content,
	groups: content.groups.map((group) => ({ ...group, questions: withTermsFilled(group.questions, terms) })),
})
