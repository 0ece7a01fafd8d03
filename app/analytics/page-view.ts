/**
 * The address a page view reports: the path, and of the query only the campaign's `utm_*`
 * parameters. Everything else can carry what is nobody else's business (an order id, a payment
 * token, a reset code, an e-mail in a shared link), so it never goes to the tools.
 */
export function pageViewPath(pathname: string, search: string): string {
	const campaign = new URLSearchParams()
	for (const [name, value] of new URLSearchParams(search)) if (/^utm_/i.test(name)) campaign.append(name, value)
	const query = campaign.toString()
	return query ? `${pathname}?${query}` : pathname
}
