/**
 * The site's stylesheet for the server render. Each document inlines only the rules its markup
 * uses (critical-css.server.ts), since a render-blocking stylesheet request costs a phone
 * network a round trip before the first paint; the browser fetches the whole file once the
 * page is hydrated (entry.client.tsx).
 */
import css from './app.css?inline'
import { criticalCssFor } from './critical-css.server.ts'

export const criticalCss = criticalCssFor(css)
