-- wrk script of `npm run bench`: guest checkout starts (POST …/start-checkout/embedded), each request a pickup slot
-- of the two weeks drawn at random (seeded per thread), as customers spread over the calendar.
-- Env: BENCH_BODIES (file, one JSON body per line), BENCH_COOKIE, BENCH_XSRF, BENCH_RUN (0 or 1: the warm-up's customers
-- and the measurement's are different people). Each request comes from an address of
-- its own (X-Forwarded-For; the API under test trusts the proxy) and a customer of its own (e-mail address and phone
-- number; no session cookie: each checkout start opens its session), as customers do — so the per-contact limits and
-- unpaid-hold counts do what they do for one customer, not count one contact's thousands of holds.
local bodies = {}
for line in io.lines(os.getenv("BENCH_BODIES")) do bodies[#bodies + 1] = line end
local cookie = os.getenv("BENCH_COOKIE")
local xsrf = os.getenv("BENCH_XSRF")
local run = tonumber(os.getenv("BENCH_RUN") or "0")
local counter = 0
thread_offset = 0
thread_id = 0
threads = 0

function setup(thread)
  thread:set("thread_offset", threads * 7919)
  thread:set("thread_id", threads)
  threads = threads + 1
end

function init(args)
  math.randomseed(os.time() + thread_offset)
end

function request()
  counter = counter + 1
  local body = bodies[math.random(#bodies)]
  body = (body:gsub("bench%.guest@example%.de", string.format("bench.%d.%d.%d@example.de", run, thread_id, counter)))
  body = (body:gsub("0211 7654321", string.format("0211 %d%06d", run * 2 + thread_id + 1, counter % 1000000)))
  return wrk.format("POST", "/api/guest/payment/stripe/start-checkout/embedded", {
    ["Content-Type"] = "application/json",
    ["Cookie"] = cookie,
    ["X-XSRF-TOKEN"] = xsrf,
    ["X-Forwarded-For"] = string.format("10.%d.%d.%d", thread_offset % 250, math.floor(counter / 250) % 250, counter % 250),
  }, body)
end
