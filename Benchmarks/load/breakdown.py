"""Where a server's CPU goes: each sample of a `perf record -g` profile is given to one part of the
work by the frames on its stack (the first part, in the order below, whose pattern a frame
matches), so a sample deep in NIO under the API client counts as the client's, not as socket I/O.
Used by `Benchmarks/load-test --profile`; also runnable alone: breakdown.py PERF_DATA."""
import collections
import re
import subprocess
import sys

# (part, pattern over the demangled frames of one sample), in the order they are tried.
PARTS = [
    ("API: JSON encoding", r"JSONEncoder|Encodable\.encode"),
    ("app's own SQLite (document cache, outbox, sign-ins)", r"DocumentCacheStore|OutboxStore|SignInStore|EntityCacheStore"),
    ("API: SQLite (tokens, items)", r"ItemStore|TokenStore|sqlite3|GRDB\.|DatabasePool|SerializedDatabase|DatabaseQueue"),
    ("API: routes, auth, middleware", r"DemoAPIRoutes|BearerAuthMiddleware|PrivateAnswerMiddleware|JSONErrorMiddleware|RequestCounter|IfNoneMatch"),
    ("client: JSON decoding", r"JSONDecoder|Decodable\.init"),
    ("client: HTTP requests to the API", r"AsyncHTTPClient|HTTPConnectionPool|HTTP1ClientChannelHandler|Transaction\.|EventLoopHTTPClient|APIClient|API\.page|API\.read|DocumentReadThrough|DocumentMemo"),
    ("pages: HTML drawn and filled", r"ScreenRenderer|PageRenderer|RowRenderer|SectionRenderer|TabBarRenderer|HTML\.|PageTemplate|LanguageSwitchRenderer|FormRenderer|Pages\.|CutPage|writeEscaped"),
    ("modules: VIPER roles, navigation, lifecycle", r"ItemDetail|ItemsList|ModuleStack|HostWindow|Navigator|LeakTracker|ModuleActivity|PluginRegistry|Settler|HostSession|Formatting|WrittenDates|ViperKit\."),
    ("web shell: request, session, admission, forms", r"ShellResponder|ShellController|PageHandler|EventHandler|SessionStore|WebSession|AdmissionGate|FormData|PostedEvent|PageLoad|ShellResponse|SessionToken|formValue"),
    ("HTTP serving and sockets (NIO, Hummingbird, kernel)", r"NIO|Hummingbird|HTTPDecoder|HTTPResponseEncoder|llhttp|Channel|Selector|epoll|writev|readv|recvmsg|sendmsg|tcp_|ip_|sock_"),
    ("thread hops: waking and switching threads", r"futex|__schedule|finish_task_switch|swift_task_enqueue|_dispatch|pthread_cond|swift_job_run|Continuation.*resume"),
]
OTHER = "other (allocation, retain/release, runtime)"


def shares(perf_data):
    """Each part's share of the samples in `perf_data`, and the number of samples."""
    script = subprocess.run(["perf", "script", "-i", perf_data, "-F", "ip,sym"], capture_output=True, text=True).stdout
    text = subprocess.run(["swift", "demangle", "--simplified"], input=script, capture_output=True, text=True).stdout
    compiled = [(name, re.compile(pattern)) for name, pattern in PARTS]
    counts = collections.Counter()
    samples = [sample for sample in text.split("\n\n") if sample.strip()]
    for sample in samples:
        counts[next((name for name, pattern in compiled if pattern.search(sample)), OTHER)] += 1
    total = sum(counts.values()) or 1
    return {name: counts[name] / total for name in [name for name, _ in PARTS] + [OTHER]}, len(samples)


if __name__ == "__main__":
    found, count = shares(sys.argv[1])
    for name, share in sorted(found.items(), key=lambda item: -item[1]):
        print(f"{100 * share:5.1f}%  {name}")
    print(f"{count} samples")
