#!/usr/bin/env python3
"""Writes the synthetic specs both benchmarks measure (Scripts/benchmark.sh, Scripts/benchmark-plugin.sh).

    Scripts/bench-specs.py FOLDER REACTORS PER_FILE MODULE

Bench000.reactorgen.yml, Bench001... with PER_FILE reactors each and one service per 10 reactors
(events, an array result, a labelled method, a generic one). Every reactor has state fields with
@Pulse, a loading bracket, cancellation, an emit with a hook, declarative and hook mutations and
the events of its service.
"""
import os
import sys

folder, total, per_file, module = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
os.makedirs(folder, exist_ok=True)
services_per_file = max(1, per_file // 10)
for f in range((total + per_file - 1) // per_file):
    lines = ["version: 1", f"module: {module}", "imports: [Foundation]", "services:"]
    for s in range(services_per_file):
        lines += [f"  Service{f}x{s}:", "    events:", "      - changed(Int)", "      - \"renamed(id: String, name: String)\"", "    methods:",
                  "      - func fetch() -> Observable<[String]>", "      - \"func save(_ items: [String], force: Bool) -> Observable<Void>\"",
                  "      - func value<T>(forKey key: String) -> T?"]
    lines.append("reactors:")
    for r in range(f * per_file, min(total, (f + 1) * per_file)):
        service = f"Service{f}x{r % services_per_file}"
        lines += [f"  Screen{r}ViewReactor:", f"    services: [{service}]", f"    events: [{service}]",
                  "    state:", "      isLoading: Bool = false", "      items: \"[String] = []\"", "      query: String?", "      count: Int = 0",
                  "      message: \"@Pulse String? = nil\"",
                  "    actions:", "      - refresh: { loading: setLoading, cancelledBy: [search] }",
                  "      - search(String?): { emit: setQuery, hook: true, cancelledBy: search }", "      - increase: increaseCount",
                  "      - select(IndexPath)", "      - clear: [\"setItems([])\", \"setQuery(nil)\"]",
                  "    mutations:", "      - setLoading(Bool): set isLoading", "      - setItems([String]): set items",
                  "      - appendItems([String]): append items", "      - setQuery(String?): set query", "      - increaseCount: increment count",
                  "      - setMessage(String?): set message", "      - custom(IndexPath)"]
    with open(os.path.join(folder, f"Bench{f:03}.reactorgen.yml"), "w") as out:
        out.write("\n".join(lines) + "\n")
