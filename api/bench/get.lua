-- wrk script of `npm run bench`: GET requests signed in, each a path drawn at random from BENCH_PATHS (one a line),
-- asking for brotli or gzip as every browser does (the bytes a user receives).
-- Env: BENCH_PATHS, BENCH_COOKIE.
local paths = {}
for line in io.lines(os.getenv("BENCH_PATHS")) do paths[#paths + 1] = line end
local cookie = os.getenv("BENCH_COOKIE")
thread_offset = 0
threads = 0

function setup(thread)
  thread:set("thread_offset", threads * 7919)
  threads = threads + 1
end

function init(args)
  math.randomseed(os.time() + thread_offset)
end

function request()
  return wrk.format("GET", paths[math.random(#paths)], { ["Cookie"] = cookie, ["Accept-Encoding"] = "br, gzip" })
end
