-- wrk script of `npm run bench`: status changes of different orders (assigned → on_the_way_to_pickup), each order
-- once: thread t of n takes the ids t, t + n, t + 2n, … of BENCH_IDS (one a line).
-- Env: BENCH_IDS, BENCH_COOKIE, BENCH_XSRF.
local ids = {}
for line in io.lines(os.getenv("BENCH_IDS")) do ids[#ids + 1] = line end
local cookie = os.getenv("BENCH_COOKIE")
local xsrf = os.getenv("BENCH_XSRF")
local body = '{"status":"on_the_way_to_pickup","expected_state":"assigned"}'
thread_index = 0
threads = 0
local next_index = nil
local step = 2

function setup(thread)
  thread:set("thread_index", threads)
  threads = threads + 1
end

function init(args)
  next_index = thread_index + 1
  step = tonumber(args[1] or "2")
end

function request()
  local id = ids[next_index]
  next_index = next_index + step
  if id == nil then id = ids[1] end
  return wrk.format("POST", "/api/manager/order/status/" .. id, {
    ["Content-Type"] = "application/json",
    ["Cookie"] = cookie,
    ["X-XSRF-TOKEN"] = xsrf,
  }, body)
end
