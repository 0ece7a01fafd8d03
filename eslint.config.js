import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{ ignores: ['build/', 'node_modules/', '.react-router/', 'data/', 'test-results/', 'playwright-report/', 'bench-results/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['app/**/*.{ts,tsx}'],
		plugins: { 'react-hooks': reactHooks },
		rules: reactHooks.configs.recommended.rules,
	},
	{
		files: ['**/*.{ts,tsx}'],
		rules: {
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
		},
	},
	{
		// domain/ is shared by server and browser: no framework, database or Node imports (DESIGN §3).
		files: ['domain/**/*.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{ group: ['react', 'react-*', 'react-router*', 'hono*', 'drizzle-orm*', 'pg', 'node:*'], message: 'domain/ stays framework-free.' },
						{ group: ['../app/*', '../server/*'], message: 'domain/ must not depend on app/ or server/.' },
					],
				},
			],
		},
	},
	{
		files: ['scripts/**/*.{ts,mjs}', 'tests/**/*.ts', 'server/index.ts'],
		rules: { 'no-console': 'off' },
	},
)
