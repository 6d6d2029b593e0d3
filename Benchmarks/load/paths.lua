-- wrk script of Benchmarks/load-test: drives each connection through a fixed cycle of requests
-- and checks every answer's status (and a redirect's Location), so an error page or a redirect to
-- the login page never counts as a request served.
--
-- Environment (set by load-test):
--   LOADTEST_MODE      "get"   : every request is GET <list> (expects 200)
--                      "event" : POST <list> select -> GET <detail> -> POST <detail> back -> GET <list>
--   LOADTEST_SESSIONS  a file with one "<cookie header value> <csrf token>" line per browser session.
--                      Thread i gets session ((i-1) mod n)+1; for the event path load-test runs one
--                      connection per thread, so every connection has its own session (wrk's Lua state
--                      is per thread, and the state machine below is per state).
--   LOADTEST_LIST, LOADTEST_DETAIL, LOADTEST_ROW   e.g. /items, /items/3, items:3
--
-- Prints one line "LOADTEST key=value ..." from done() for load-test to read.

local mode = os.getenv("LOADTEST_MODE") or "get"
local list = os.getenv("LOADTEST_LIST") or "/items"
local detail = os.getenv("LOADTEST_DETAIL") or "/items/3"
local row = os.getenv("LOADTEST_ROW") or "items:3"

local sessions = {}
do
  local path = os.getenv("LOADTEST_SESSIONS")
  if path then
    for line in io.lines(path) do
      local cookie, csrf = line:match("^(%S+)%s+(%S+)$")
      if cookie then sessions[#sessions + 1] = { cookie = cookie, csrf = csrf } end
    end
  end
  if #sessions == 0 then sessions[1] = { cookie = "none=none", csrf = "none" } end
end

-- Main state: hands each thread its session and remembers the threads for done().
local threads = {}
function setup(thread)
  local index = #threads + 1
  local session = sessions[((index - 1) % #sessions) + 1]
  thread:set("thread_index", index)
  thread:set("cookie", session.cookie)
  thread:set("csrf", session.csrf)
  threads[index] = thread
end

local function urlencode(text)
  return (text:gsub("[^%w%-%._~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

-- Per thread (= per connection on the event path).
function init(args)
  local plain = { ["Cookie"] = cookie }
  local form = { ["Cookie"] = cookie, ["Content-Type"] = "application/x-www-form-urlencoded" }
  local token = "_csrf=" .. urlencode(csrf)
  if mode == "event" then
    steps = {
      { request = wrk.format("POST", list, form, token .. "&_event=" .. urlencode("select:" .. row)), status = 303, location = detail },
      { request = wrk.format("GET", detail, plain), status = 200 },
      { request = wrk.format("POST", detail, form, token .. "&_event=" .. urlencode("nav:back")), status = 303, location = list },
      { request = wrk.format("GET", list, plain), status = 200 },
    }
  else
    steps = { { request = wrk.format("GET", list, plain), status = 200 } }
  end
  step = 1
  served, unexpected = 0, 0
  s1xx, s2xx, s3xx, s4xx, s5xx = 0, 0, 0, 0, 0
  first_unexpected = ""
end

function request()
  return steps[step].request
end

local function header(headers, name)
  for key, value in pairs(headers) do
    if key:lower() == name then return value end
  end
  return nil
end

function response(status, headers, body)
  if status < 200 then s1xx = s1xx + 1
  elseif status < 300 then s2xx = s2xx + 1
  elseif status < 400 then s3xx = s3xx + 1
  elseif status < 500 then s4xx = s4xx + 1
  else s5xx = s5xx + 1 end
  local expected = steps[step]
  local good = status == expected.status
  if good and expected.location then
    good = header(headers, "location") == expected.location
  end
  if good then
    served = served + 1
    step = step % #steps + 1
  else
    unexpected = unexpected + 1
    if first_unexpected == "" then
      first_unexpected = string.format("step%d:%d:%s", step, status, header(headers, "location") or "-")
    end
    -- GET <list> brings the session's stack back to the list (the shell unwinds to a route on
    -- the stack), so the cycle starts over from a known screen.
    step = #steps
  end
end

function done(summary, latency, requests)
  local totals = { served = 0, unexpected = 0, s1xx = 0, s2xx = 0, s3xx = 0, s4xx = 0, s5xx = 0 }
  local first = "-"
  for _, thread in ipairs(threads) do
    for key, _ in pairs(totals) do
      totals[key] = totals[key] + (thread:get(key) or 0)
    end
    local f = thread:get("first_unexpected")
    if first == "-" and f and f ~= "" then first = f end
  end
  local e = summary.errors
  io.write(string.format(
    "LOADTEST requests=%d duration_us=%d served=%d unexpected=%d s1xx=%d s2xx=%d s3xx=%d s4xx=%d s5xx=%d "
      .. "connect_errors=%d read_errors=%d write_errors=%d timeouts=%d p50_us=%d p90_us=%d p99_us=%d max_us=%d mean_us=%.1f threads=%d first_unexpected=%s\n",
    summary.requests, summary.duration, totals.served, totals.unexpected,
    totals.s1xx, totals.s2xx, totals.s3xx, totals.s4xx, totals.s5xx,
    e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean,
    #threads, first))
end
