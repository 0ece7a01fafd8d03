/* global process, console */
// Runs before start and test. Kept to syntax that older Node versions can still parse.
const major = Number(process.versions.node.split('.')[0])
if (major < 22) {
	console.error(
		`Node ${process.versions.node} is too old: this project needs Node 24 (see .nvmrc). ` +
			'`npm install` places it in node_modules/.bin; run the project through npm scripts.',
	)
	process.exit(1)
}
