-- wrk's script for scripts/load-generator.ts: the request's method and body from the environment,
-- and the run's figures as one JSON line on stderr when it ends (wrk prints its own text on stdout).
wrk.method = os.getenv("WRK_METHOD") or "GET"
local body = os.getenv("WRK_BODY")
if body ~= nil and body ~= "" then wrk.body = body end

function done(summary, latency, requests)
	io.stderr:write(string.format(
		'{"requests":%d,"durationUs":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"non2xx3xx":%d,"timeouts":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d}\n',
		summary.requests, summary.duration, summary.bytes,
		summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status, summary.errors.timeout,
		latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
