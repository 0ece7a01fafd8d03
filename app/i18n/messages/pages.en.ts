/**
 * Titles, headings and introductions of the pages (`pages.{route id}`): read by the server only
 * (loaders, meta, sitemaps), so they never weigh on the browser's message catalogue.
 */
const pages = {
	styleGuide: {
		title: 'Style guide',
		heading: 'Components of the kcal site',
		intro: 'Every shared component in its states, for checking colour modes, both reading directions and accessibility.',
	},
	home: {
		title: 'Healthy meal plans delivered across the UAE',
		heading: 'Healthy meals, cooked fresh and delivered to your door',
		intro: 'Choose a plan, set your calories and delivery days, and we cook and deliver fresh meals every day across the UAE. Prices in AED include VAT.',
	},
	app: {
		title: 'Get the kcal app',
		heading: 'Your meal plan in your pocket',
		intro: 'Download the kcal app to choose your meals, pause deliveries and follow your orders from your phone.',
	},
	faqs: {
		title: 'Frequently asked questions',
		heading: 'Frequently asked questions',
		intro: 'Answers about our plans, delivery times, payments, pausing and changing your subscription.',
	},
	hydra: {
		title: 'Hydra hydration drinks',
		heading: 'Hydra: stay hydrated with every delivery',
		intro: 'Add juices and electrolyte drinks to your meal plan and get them delivered with your food, ready for the UAE heat.',
	},
	account: {
		title: 'My account',
		heading: 'My account',
		intro: 'Your details, delivery addresses and days, saved cards and orders in one place.',
	},
	myPlan: {
		title: 'My plan',
		heading: 'My plan',
		intro: 'Every delivery day of your plan with its dishes: pause days, change a day’s address or delivery time and swap dishes until the cut-off.',
	},
	myPlanDay: {
		title: 'Delivery day',
		heading: 'Delivery day',
		intro: 'What this day brings, where and when, and what you can still change.',
	},
	renewPlan: {
		title: 'Renew your plan',
		heading: 'Renew your plan',
		intro: 'Add weeks to your plan at today’s price and keep your meals coming without a break.',
	},
	contact: {
		title: 'Contact us',
		heading: 'We’re here to help',
		intro: 'Questions about a plan, a delivery or a payment? Write to us or call, and our customer care team will get back to you.',
	},
	kcalFit: {
		title: 'kcal-fit: meals for your training',
		heading: 'kcal-fit: fuel for your training',
		intro: 'High-protein meals with calories and macros matched to your training goal, whether you’re cutting or building muscle.',
	},
	terms: {
		title: 'Terms and conditions',
		heading: 'Terms and conditions',
		intro: 'The terms that apply when you order and pay for a kcal meal plan: deliveries, pauses, cancellations and refunds.',
	},
	termsMea: {
		title: 'Terms for the Middle East and Africa',
		heading: 'Terms for the Middle East and Africa',
		intro: 'The regional terms that apply to kcal services and promotions in the Middle East and Africa.',
	},
	logIn: {
		title: 'Log in',
		heading: 'Log in to your account',
		intro: 'Log in to manage your plan, your delivery addresses and your saved cards.',
	},
	signUp: {
		title: 'Create an account',
		heading: 'Create your kcal account',
		intro: 'Sign up to order faster, save your addresses and follow every delivery.',
	},
	userDeletion: {
		title: 'Delete your account',
		heading: 'Delete your account and data',
		intro: 'How to ask us to delete your kcal account and the personal data we hold about you, and what happens next.',
	},
	aboutUs: {
		title: 'About us',
		heading: 'About kcal',
		intro: 'Chefs and nutritionists cooking fresh, balanced meals every day for people across the UAE.',
	},
	privacyPolicy: {
		title: 'Privacy policy',
		heading: 'Privacy policy',
		intro: 'What personal data we collect, why we need it, who we share it with and how you stay in control of it.',
	},
	bodyAssessment: {
		title: 'Body assessment: find your daily calories',
		heading: 'Find your daily calorie target',
		intro: 'Answer a few questions about your body, activity and goal. We’ll work out your daily calories and suggest the plan that fits.',
	},
	cheapMealPlans: {
		title: 'Affordable healthy meal plans',
		heading: 'Eat healthy for less',
		intro: 'Our most affordable ways to eat well every day, with the price per day shown up front and VAT included.',
	},
	getStarted: {
		title: 'Get started: healthy meals delivered in the UAE',
		heading: 'Healthy eating, sorted',
		intro: 'Fresh meals with the calories counted, cooked every day and delivered to your door anywhere in the UAE. Choose your goal and we’ll show you the plans that fit.',
	},
	getStartedRu: {
		title: 'Healthy meal plans in the UAE, with help in Russian',
		heading: 'Healthy eating in the UAE, with a team that speaks Russian',
		intro: 'Fresh meals with the calories counted, delivered every day. We help you choose a plan and answer your questions in Russian, on WhatsApp or by phone.',
	},
	metabolicLp: {
		title: 'Metabolism explained: BMR, TDEE and your calorie target',
		heading: 'Eat for the way your body uses energy',
		intro: 'How much energy you burn depends on your body and your day. Here is how we estimate it, with the same formulas as our body assessment, and how we turn the numbers into meals.',
	},
	resetPassword: {
		title: 'Reset your password',
		heading: 'Forgot your password?',
		intro: 'Enter the e-mail of your account and we’ll send you a one-time code to set a new password.',
	},
	setPassword: {
		title: 'Set your password',
		heading: 'Set your password',
		intro: 'We made a kcal account with your order. Enter its e-mail address and we’ll send you a one-time code to choose your password.',
	},
	resetPasswordOtp: {
		title: 'Enter your code',
		heading: 'Check your e-mail',
		intro: 'Type the one-time code we sent you, then choose a new password.',
	},
	partnerInHealth: {
		title: 'Partner in Health: corporate wellness with kcal',
		heading: 'Partner in Health: healthy eating as an employee benefit',
		intro: 'Give your team a lasting discount on fresh, calorie-counted meal plans delivered across the UAE. It costs your company nothing, and we handle everything from launch to delivery.',
	},
	partnerInHealthSamsung: {
		title: 'Samsung Members offer: a discount on kcal meal plans',
		heading: 'kcal for Samsung Members',
		intro: 'Samsung Members in the UAE get a discount on fresh, calorie-counted meal plans. Here is who can use it, how to redeem it and the conditions.',
	},
	ambassadorSignUp: {
		title: 'Join kcal with {{name}}',
		heading: '{{name}} invited you to kcal',
		intro: 'Fresh, calorie-counted meals delivered across the UAE. Sign up through this invitation and {{name}}’s referral code comes with your order.',
	},
	campaignNy25: {
		title: 'New Year 2025 offer',
		heading: 'New year, new routine: healthy meals, delivered',
		intro: 'Our New Year 2025 offer: a discount on your meal plan, with balanced meals cooked fresh and delivered to your door every day.',
	},
	campaignEoy24: {
		title: 'End-of-year 2024 offer',
		heading: 'Finish the year feeling good',
		intro: 'Our end-of-year 2024 offer: money off larger meal plan orders, with fresh, balanced meals delivered to your door.',
	},
	campaignKmp2499: {
		title: 'One-month meal plan offer',
		heading: 'A month of healthy meals at one clear price',
		intro: 'A full month of balanced meals, cooked fresh and delivered every day, at one fixed price with VAT included.',
	},
	campaignKmp2499App: {
		title: 'One-month meal plan offer in the kcal app',
		heading: 'A month of healthy meals, ordered from your phone',
		intro: 'Get our one-month meal plan offer in the kcal app: order in a few taps, then pause, swap dishes and follow your deliveries from your phone.',
	},
	campaignKmpKcalfit24: {
		title: 'kcal-fit 2024 offer',
		heading: 'Train hard, eat right with kcal-fit',
		intro: 'Our kcal-fit 2024 offer: a discount on high-protein meal plans built around your training.',
	},
	campaignLeadForm: {
		title: 'Free call with a nutritionist',
		heading: 'Not sure which plan to choose?',
		intro: 'Leave your name and number, and one of our nutritionists will call you free of charge within one working day to help you pick the right plan.',
	},
	campaignRamadan25: {
		title: 'Ramadan 2025 offer',
		heading: 'Iftar and suhoor without the rush',
		intro: 'Our Ramadan 2025 offer on the Ramadan meal plan: balanced iftar and suhoor, delivered before sunset every day of the holy month.',
	},
	dashboardPayment: {
		title: 'Complete your payment',
		heading: 'Complete your payment',
		intro: 'Finish paying for your order securely. The amount shown includes VAT.',
	},
	mealPlans: {
		title: 'Healthy meal plans in the UAE',
		heading: 'Our meal plans',
		intro: 'Compare our plans by diet, meals per day, calories and price per day, then customise the one you like.',
	},
	checkout: {
		title: 'Checkout',
		heading: 'Checkout',
		intro: 'Add your delivery details, check your order and pay securely by card, Tabby or Apple Pay.',
	},
	thankYou: {
		title: 'Thank you for your order',
		heading: 'Thank you! Your order is in',
		intro: 'Your payment went through and your order is confirmed. Your tax invoice is on this page: you can print it or save it as a PDF.',
	},
	customiseMealPlan: {
		title: 'Customise your meal plan',
		heading: 'Make the plan yours',
		intro: 'Choose your size, days per week and number of weeks. The price, VAT included, updates as you go.',
	},
	dietSpecificMealPlans: {
		title: 'Diet-specific meal plans',
		heading: 'Meal plans for your diet',
		intro: 'Vegetarian, pescatarian, gluten-free, diabetic-friendly and more: plans built around what you can and want to eat.',
	},
	popularMealPlans: {
		title: 'Popular meal plans',
		heading: 'Our most popular meal plans',
		intro: 'The plans our customers choose most often, and why they like them.',
	},
	weightLossMealPlans: {
		title: 'Weight-loss meal plans',
		heading: 'Meal plans for weight loss',
		intro: 'Calorie-controlled plans that help you lose weight steadily without going hungry.',
	},
}

export type PageMessages = typeof pages

export default pages
